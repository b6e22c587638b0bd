-- duo-lsp for Neovim: iPhone Duo layout hazards in Swift files, with quick fixes.
--
-- Plain `vim.lsp`, no plugins. Works on Neovim 0.7 (Debian 12) and current
-- releases: APIs that 0.7 lacks (vim.lsp.start, vim.uv, vim.lsp.get_clients)
-- are feature-detected, and 0.7's equivalents are used when they are missing.
--
--   vim.opt.runtimepath:append('/path/to/duo-lsp/editors/neovim')
--   require('duo_lsp').setup({
--     cmd = { 'duo-lsp' },            -- or an absolute path
--     settings = { ignore = { 'DUO103' }, deploymentTarget = '17.0' },
--     fix_all_on_save = false,        -- apply the safe fixes before each :write
--   })
--
-- Options may also be set in the table `vim.g.duo_lsp` before setup() runs;
-- those passed to setup() win. See editors/neovim/README.md.

local M = {}

M.name = 'duo-lsp'
M.fix_all_kind = 'source.fixAll.duo'

M.defaults = {
  -- The server: `duo-lsp` on PATH, or an absolute path.
  cmd = { 'duo-lsp' },
  filetypes = { 'swift' },
  -- The nearest folder above the file holding any of these is the root
  -- (one server per root). Globs (`*.xcodeproj`) match names in the folder.
  root_markers = { '.duo-lsp.json', 'Package.swift', '*.xcodeproj', '.git' },
  -- select / ignore / severity / exclude / deploymentTarget, as in .duo-lsp.json
  -- (a project's .duo-lsp.json applies on top of these).
  settings = {},
  -- Apply every safe fix (the `source.fixAll.duo` code action) before writing.
  fix_all_on_save = false,
  -- How long a save waits for the fixes before writing without them.
  fix_all_timeout_ms = 3000,
  -- Passed through to the client.
  on_attach = nil,
  capabilities = nil,
}

local uv = vim.uv or vim.loop
-- 0.11 made client methods take `self` (client:notify()); earlier ones don't.
local method_calls = vim.fn.has('nvim-0.11') == 1

local function call(client, name, ...)
  if method_calls then return client[name](client, ...) end
  return client[name](...)
end

local function get_clients(filter)
  if vim.lsp.get_clients then -- 0.10+
    return vim.lsp.get_clients(filter)
  end
  local clients = {}
  for _, client in pairs(vim.lsp.get_active_clients()) do
    local attached = not filter.bufnr or vim.lsp.buf_is_attached(filter.bufnr, client.id)
    if (not filter.name or client.name == filter.name) and attached then
      table.insert(clients, client)
    end
  end
  return clients
end

local function is_stopped(client)
  return type(client.is_stopped) == 'function' and call(client, 'is_stopped')
end

local function glob_to_pattern(glob)
  local pattern = glob:gsub('[%^%$%(%)%%%.%[%]%+%-]', '%%%0'):gsub('%*', '.*'):gsub('%?', '.')
  return '^' .. pattern .. '$'
end

local function dir_has(dir, marker)
  if not marker:find('[%*%?]') then
    return uv.fs_stat(dir .. '/' .. marker) ~= nil
  end
  local handle = uv.fs_scandir(dir)
  if not handle then return false end
  local pattern = glob_to_pattern(marker)
  while true do
    local name = uv.fs_scandir_next(handle)
    if not name then return false end
    if name:match(pattern) then return true end
  end
end

--- The nearest folder at or above `path`'s folder holding one of `markers`, or nil.
function M.find_root(path, markers)
  local dir = vim.fn.fnamemodify(path, ':p:h')
  while dir and dir ~= '' do
    for _, marker in ipairs(markers or M.defaults.root_markers) do
      if dir_has(dir, marker) then return dir end
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    if parent == dir then return nil end
    dir = parent
  end
  return nil
end

local options = vim.deepcopy(M.defaults)

--- The duo-lsp client attached to `bufnr` (default: the current buffer), or nil.
function M.client(bufnr)
  if bufnr == nil or bufnr == 0 then bufnr = vim.api.nvim_get_current_buf() end
  return get_clients({ bufnr = bufnr, name = M.name })[1]
end

--- Applies every safe fix in `bufnr` now, through the `source.fixAll.duo`
--- code action. Returns true when an edit was applied.
function M.fix_all(bufnr, timeout_ms)
  if bufnr == nil or bufnr == 0 then bufnr = vim.api.nvim_get_current_buf() end
  local client = M.client(bufnr)
  if not client then return false end
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    -- Fix-all covers the whole document whatever the range.
    range = { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } },
    context = { diagnostics = {}, only = { M.fix_all_kind } },
  }
  -- buf_request_sync sends pending changes first, so the fixes are for the
  -- text being written.
  local responses = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params,
    timeout_ms or options.fix_all_timeout_ms)
  local response = responses and responses[client.id]
  local applied = false
  for _, action in ipairs(response and response.result or {}) do
    if action.kind == M.fix_all_kind and action.edit then
      vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or 'utf-16')
      applied = true
    end
  end
  return applied
end

--- Asks the server to apply every safe fix (the `duo.applyAllFixes` command;
--- the server answers with a workspace/applyEdit). Asynchronous.
function M.apply_all_fixes(bufnr)
  if bufnr == nil or bufnr == 0 then bufnr = vim.api.nvim_get_current_buf() end
  local client = M.client(bufnr)
  if not client then
    vim.notify('duo-lsp is not attached to this buffer', vim.log.levels.WARN)
    return
  end
  vim.lsp.buf_request(bufnr, 'workspace/executeCommand', {
    command = 'duo.applyAllFixes',
    arguments = { vim.uri_from_bufnr(bufnr) },
  }, function() end)
end

--- Sends new settings to every running duo-lsp (workspace/didChangeConfiguration).
function M.set_settings(settings)
  options.settings = settings or {}
  for _, client in ipairs(get_clients({ name = M.name })) do
    client.config.settings = { [M.name] = options.settings }
    local payload = { settings = next(options.settings) and options.settings or vim.empty_dict() }
    call(client, 'notify', 'workspace/didChangeConfiguration', payload)
  end
end

local group

local function on_attach(client, bufnr)
  if options.fix_all_on_save then
    vim.api.nvim_clear_autocmds({ group = group, buffer = bufnr, event = 'BufWritePre' })
    vim.api.nvim_create_autocmd('BufWritePre', {
      group = group,
      buffer = bufnr,
      desc = 'duo-lsp: apply safe fixes before writing',
      callback = function() M.fix_all(bufnr) end,
    })
  end
  if options.on_attach then options.on_attach(client, bufnr) end
end

--- Starts (or reuses) the server for `bufnr`'s root and attaches it.
function M.start(bufnr)
  if bufnr == nil or bufnr == 0 then bufnr = vim.api.nvim_get_current_buf() end
  if vim.bo[bufnr].buftype ~= '' then return nil end
  local path = vim.api.nvim_buf_get_name(bufnr)
  if path == '' then return nil end
  local root = M.find_root(path, options.root_markers) or vim.fn.fnamemodify(path, ':p:h')
  local settings = options.settings or {}
  local config = {
    name = M.name,
    cmd = options.cmd,
    root_dir = root,
    -- An empty Lua table would go out as [], which is not a settings object.
    init_options = next(settings) and settings or nil,
    settings = next(settings) and { [M.name] = settings } or nil,
    capabilities = options.capabilities,
    on_attach = on_attach,
  }
  if vim.lsp.start then -- 0.8+: reuses a client with the same name and root
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  -- 0.7: reuse by hand.
  for _, client in ipairs(get_clients({ name = M.name })) do
    if client.config.root_dir == root and not is_stopped(client) then
      vim.lsp.buf_attach_client(bufnr, client.id)
      return client.id
    end
  end
  local id = vim.lsp.start_client(config)
  if id then vim.lsp.buf_attach_client(bufnr, id) end
  return id
end

--- Registers the FileType autocommand and the :Duo* commands. Call once
--- from init.lua; calling it again replaces the earlier options.
function M.setup(opts)
  options = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), vim.g.duo_lsp or {}, opts or {})
  if type(options.cmd) == 'string' then options.cmd = { options.cmd } end
  group = vim.api.nvim_create_augroup('duo_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = options.filetypes,
    desc = 'duo-lsp: start the server',
    callback = function(args) M.start(args.buf) end,
  })
  vim.api.nvim_create_user_command('DuoFixAll', function() M.apply_all_fixes(0) end,
    { desc = 'duo-lsp: apply every safe fix in this buffer', force = true })
  vim.api.nvim_create_user_command('DuoRestart', function()
    for _, client in ipairs(get_clients({ name = M.name })) do
      vim.lsp.stop_client(client.id)
    end
    vim.defer_fn(function()
      for _, buf in ipairs(vim.api.nvim_list_bufs()) do
        if vim.api.nvim_buf_is_loaded(buf) and vim.tbl_contains(options.filetypes, vim.bo[buf].filetype) then
          M.start(buf)
        end
      end
    end, 500)
  end, { desc = 'duo-lsp: restart the server', force = true })
  -- Buffers opened before setup() ran (lazy loading).
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.tbl_contains(options.filetypes, vim.bo[buf].filetype) then
      vim.api.nvim_buf_call(buf, function() M.start(buf) end)
    end
  end
  return M
end

--- The options in force (after setup()).
function M.options()
  return options
end

return M
