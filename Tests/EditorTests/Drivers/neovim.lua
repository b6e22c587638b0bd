-- Driven by EditorTests/NeovimTests.swift:
--
--   nvim --headless -u editors/neovim/init.lua -c 'luafile THIS' FILE.swift
--
-- Plays the user: waits for duo-lsp's diagnostics, then (DUO_TEST_MODE)
--   quickfix  puts the cursor on the DUO101 finding, runs vim.lsp.buf.code_action()
--             and picks "Use traitCollection.displayScale" in the vim.ui.select menu;
--   command   runs :DuoFixAll (duo.applyAllFixes → workspace/applyEdit);
--   save      runs :write with fix_all_on_save on (set by the test in vim.g.duo_lsp);
--   diagnostics only reports the diagnostics (settings tests);
--   mappings  reports the Swift buffer's mappings of the README's keys.
-- Writes what it saw as JSON to $DUO_TEST_RESULT and quits; any Lua error is
-- reported there too. The Swift test compares the text.

local result_path = assert(os.getenv('DUO_TEST_RESULT'), 'DUO_TEST_RESULT is not set')
local mode = os.getenv('DUO_TEST_MODE') or 'quickfix'
local timeout = tonumber(os.getenv('DUO_TEST_TIMEOUT_MS') or '20000')
local expected_title = 'Use traitCollection.displayScale'
local report = { mode = mode, log = {} }

local function log(message) table.insert(report.log, message) end

local function buffer_text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true), '\n') .. '\n'
end

local function finish(ok, message)
  local v = vim.version()
  report.nvim = string.format('%d.%d.%d', v.major, v.minor, v.patch)
  report.ok = ok
  report.message = message
  pcall(function() report.text = buffer_text(0) end)
  local file = assert(io.open(result_path, 'w'))
  file:write(vim.json.encode(report))
  file:close()
  vim.cmd(ok and 'qall!' or 'cquit! 3')
end

local function run()
  local bufnr = vim.api.nvim_get_current_buf()
  report.filetype = vim.bo[bufnr].filetype
  -- The client: 'duo-lsp' (lua/duo_lsp.lua) or 'duo_lsp' (lspconfig.lua).
  local function duo_client()
    local get = vim.lsp.get_clients or vim.lsp.get_active_clients
    for _, c in pairs(get({ bufnr = bufnr })) do
      if (c.name == 'duo-lsp' or c.name == 'duo_lsp') and vim.lsp.buf_is_attached(bufnr, c.id) then return c end
    end
  end
  if not vim.wait(timeout, function() return duo_client() ~= nil end, 20) then
    error('duo-lsp never attached to ' .. vim.api.nvim_buf_get_name(bufnr) .. ' (filetype "' .. vim.bo[bufnr].filetype .. '")')
  end
  local client = duo_client()
  report.client_name = client.name
  report.root_dir = client.config.root_dir
  report.server = vim.fn.exepath(client.config.cmd[1])
  report.offset_encoding = client.offset_encoding
  if not vim.wait(timeout, function() return #vim.diagnostic.get(bufnr) > 0 end, 20) then
    error('no diagnostics from duo-lsp within ' .. timeout .. ' ms')
  end
  report.diagnostics = {}
  local target
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(report.diagnostics, { code = code, source = d.source, lnum = d.lnum, col = d.col,
      end_lnum = d.end_lnum, end_col = d.end_col, message = d.message, severity = d.severity })
    if code == 'DUO101' and not target then target = d end
  end
  report.text_before = buffer_text(bufnr)
  local before = report.text_before

  if mode == 'diagnostics' then
    return finish(true, 'ok')
  elseif mode == 'mappings' then
    -- The buffer's normal-mode mappings of the keys the READMEs promise.
    report.mappings = {}
    for _, lhs in ipairs({ '<Space>ca', '<Space>cf', 'K', ']d', '[d' }) do
      local m = vim.fn.maparg(lhs, 'n', false, true)
      if m.lhs then report.mappings[lhs] = { buffer = m.buffer, desc = m.desc } end
    end
    return finish(true, 'ok')
  elseif mode == 'quickfix' then
    assert(target, 'no DUO101 diagnostic')
    vim.api.nvim_win_set_cursor(0, { target.lnum + 1, target.col })
    report.menu = {}
    vim.ui.select = function(items, opts, on_choice)
      local chosen
      for i, item in ipairs(items) do
        local action = item.action or item[2] -- 0.10+: {action=, ctx=}; 0.7: {client_id, action}
        local title = opts.format_item and opts.format_item(item) or action.title
        table.insert(report.menu, { title = title, kind = action.kind, isPreferred = action.isPreferred })
        if action.title == expected_title and not chosen then chosen = i end
      end
      if not chosen then error('no "' .. expected_title .. '" in the code action menu') end
      on_choice(items[chosen], chosen)
    end
    vim.lsp.buf.code_action()
  elseif mode == 'command' then
    vim.cmd('DuoFixAll')
  elseif mode == 'save' then
    vim.cmd('write')
    local file = assert(io.open(vim.api.nvim_buf_get_name(bufnr), 'r'))
    report.written = file:read('*a')
    file:close()
  else
    error('unknown DUO_TEST_MODE ' .. mode)
  end
  if not vim.wait(timeout, function() return buffer_text(bufnr) ~= before end, 20) then
    error('the buffer did not change within ' .. timeout .. ' ms')
  end
  -- The server re-lints the fixed text; the fixed finding goes away.
  vim.wait(timeout, function()
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      if d.lnum == target.lnum and d.code == 'DUO101' then return false end
    end
    return true
  end, 20)
  report.diagnostics_after = #vim.diagnostic.get(bufnr)
  finish(true, 'ok')
end

local ok, err = xpcall(run, debug.traceback)
if not ok then finish(false, tostring(err)) end
