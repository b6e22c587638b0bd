// duo-lsp for VS Code: starts the duo-lsp language server for Swift files
// (diagnostics, quick fixes, "Fix all Duo issues", rule documentation on hover).
// Plain CommonJS on vscode-languageclient: no build step.
'use strict';

const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

const SECTION = 'duo-lsp';
// The server's settings (Sources/FixIts/Configuration/ConfigurationLoader.swift).
const SERVER_KEYS = ['select', 'ignore', 'severity', 'exclude', 'deploymentTarget', 'baseline', 'lintTests', 'lintPreviews'];
const FIX_ALL_COMMAND = 'duo.applyAllFixes';

let client;
let outputChannel;

/** The `duo-lsp.*` values the server reads, leaving out unset and empty ones
 *  (an empty `select` would select no rule; an empty string is no version). */
function serverSettings(config) {
  const settings = {};
  for (const key of SERVER_KEYS) {
    const value = config.get(key);
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    settings[key] = JSON.parse(JSON.stringify(value));
  }
  return settings;
}

/** `duo-lsp.path` with `~` and `${workspaceFolder}` expanded. */
function serverPath(config) {
  let command = (config.get('path') || 'duo-lsp').trim() || 'duo-lsp';
  if (command === '~' || command.startsWith('~/')) command = path.join(os.homedir(), command.slice(1));
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  if (folder) command = command.split('${workspaceFolder}').join(folder.uri.fsPath);
  return command;
}

async function startClient() {
  const config = vscode.workspace.getConfiguration(SECTION);
  const serverOptions = { command: serverPath(config), args: [] };
  const clientOptions = {
    documentSelector: [{ scheme: 'file', language: 'swift' }],
    initializationOptions: serverSettings(config),
    // The server re-reads .duo-lsp.json files when they change.
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/.duo-lsp.json') },
    outputChannel,
  };
  // The id 'duo-lsp' makes vscode-languageclient read `duo-lsp.trace.server`.
  client = new LanguageClient(SECTION, 'Duo', serverOptions, clientOptions);
  try {
    await client.start();
  } catch (error) {
    vscode.window.showErrorMessage(
      `Duo: could not start "${serverOptions.command}" (${error && error.message ? error.message : error}). ` +
      'Install duo-lsp or set "duo-lsp.path".');
    throw error;
  }
}

async function stopClient() {
  if (!client) return;
  const running = client;
  client = undefined;
  await running.stop();
}

async function fixAll() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'swift') {
    vscode.window.showInformationMessage('Duo: open a Swift file to fix.');
    return;
  }
  if (!client) {
    vscode.window.showWarningMessage('Duo: the language server is not running.');
    return;
  }
  // The server answers with a workspace/applyEdit, which the client applies.
  await client.sendRequest('workspace/executeCommand', {
    command: FIX_ALL_COMMAND,
    arguments: [client.code2ProtocolConverter.asUri(editor.document.uri)],
  });
}

async function activate(context) {
  outputChannel = vscode.window.createOutputChannel('Duo');
  context.subscriptions.push(
    outputChannel,
    vscode.commands.registerCommand('duo-lsp.fixAll', fixAll),
    vscode.commands.registerCommand('duo-lsp.restart', async () => {
      await stopClient();
      await startClient();
    }),
    vscode.commands.registerCommand('duo-lsp.showOutput', () => outputChannel.show(true)),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration(SECTION)) return;
      if (event.affectsConfiguration(`${SECTION}.path`)) {
        await stopClient();
        await startClient();
      } else if (client) {
        await client.sendNotification('workspace/didChangeConfiguration', {
          settings: serverSettings(vscode.workspace.getConfiguration(SECTION)),
        });
      }
    }),
    { dispose: () => stopClient() },
  );
  await startClient();
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate, serverSettings, serverPath, SERVER_KEYS };
