// Driven by EditorTests/VSCodeExtensionTests.swift:  node vscode-host.js EXTENSION_DIR
//
// Loads the shipped extension (editors/vscode/extension.js) in Node with
// stand-ins for the `vscode` API and vscode-languageclient (neither can be
// installed here: no VS Code, no npm registry), activates it with the
// settings in $DUO_TEST_SETTINGS (JSON, "duo-lsp.*" keys), runs its commands
// and a settings change, and prints what it asked of VS Code and of the
// language client as JSON.
'use strict';

const Module = require('module');
const path = require('path');

const extensionDir = path.resolve(process.argv[2]);
const settings = JSON.parse(process.env.DUO_TEST_SETTINGS || '{}');
const report = { clients: [], requests: [], notifications: [], commands: [], messages: [], watchers: [], outputChannels: [] };

function configuration(section, values) {
  return {
    get(key, fallback) {
      const full = `${section}.${key}`;
      return Object.prototype.hasOwnProperty.call(values, full) ? values[full] : fallback;
    },
  };
}

let currentSettings = settings;
const configurationListeners = [];
const registered = {};
const documentUri = {
  fsPath: '/work/App/PhotoViewController.swift',
  toString: () => 'file:///work/App/PhotoViewController.swift',
};

const vscode = {
  workspace: {
    workspaceFolders: [{ uri: { fsPath: '/work' } }],
    getConfiguration: (section) => configuration(section, currentSettings),
    createFileSystemWatcher: (glob) => { report.watchers.push(glob); return { dispose() {} }; },
    onDidChangeConfiguration: (listener) => { configurationListeners.push(listener); return { dispose() {} }; },
  },
  window: {
    activeTextEditor: { document: { languageId: 'swift', uri: documentUri } },
    createOutputChannel: (name) => { report.outputChannels.push(name); return { name, show() {}, dispose() {} }; },
    showErrorMessage: (m) => report.messages.push(['error', m]),
    showWarningMessage: (m) => report.messages.push(['warning', m]),
    showInformationMessage: (m) => report.messages.push(['info', m]),
  },
  commands: {
    registerCommand: (id, fn) => { registered[id] = fn; report.commands.push(id); return { dispose() {} }; },
  },
};

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    this.record = { id, name, serverOptions, clientOptions: { ...clientOptions, outputChannel: clientOptions.outputChannel && clientOptions.outputChannel.name, synchronize: clientOptions.synchronize && Object.keys(clientOptions.synchronize) }, started: false, stopped: false };
    report.clients.push(this.record);
    this.code2ProtocolConverter = { asUri: (uri) => uri.toString() };
  }
  async start() { this.record.started = true; }
  async stop() { this.record.stopped = true; }
  async sendRequest(method, params) { report.requests.push({ method, params }); return null; }
  async sendNotification(method, params) { report.notifications.push({ method, params }); }
}

const stubs = { vscode, 'vscode-languageclient/node': { LanguageClient } };
const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (Object.prototype.hasOwnProperty.call(stubs, request)) return stubs[request];
  return load.call(this, request, parent, isMain);
};

(async () => {
  const manifest = require(path.join(extensionDir, 'package.json'));
  const extension = require(path.join(extensionDir, manifest.main));
  const context = { subscriptions: [] };
  await extension.activate(context);
  report.subscriptions = context.subscriptions.length;

  await registered['duo-lsp.fixAll']();

  const change = JSON.parse(process.env.DUO_TEST_SETTINGS_CHANGE || '{}');
  currentSettings = { ...settings, ...change };
  const changed = Object.keys(change);
  for (const listener of configurationListeners) {
    await listener({ affectsConfiguration: (s) => changed.some((k) => k === s || k.startsWith(s + '.')) });
  }
  await extension.deactivate();
  report.exports = Object.keys(extension);
  report.serverKeys = extension.SERVER_KEYS;
  process.stdout.write(JSON.stringify(report, null, 1));
})().catch((error) => {
  process.stdout.write(JSON.stringify({ error: String(error && error.stack || error), report }));
  process.exit(3);
});
