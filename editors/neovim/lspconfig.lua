-- duo-lsp for nvim-lspconfig users: paste into your config (after lspconfig is
-- loaded) instead of the plain setup in lua/duo_lsp.lua. See README.md.
--
-- Neovim 0.11+ has vim.lsp.config/vim.lsp.enable, which nvim-lspconfig now
-- builds on; older Neovim uses lspconfig's own registry (require('lspconfig.configs')).

local settings = {} -- e.g. { ignore = { 'DUO103' }, severity = { DUO201 = 'info' }, deploymentTarget = '17.0' }

local config = {
  cmd = { 'duo-lsp' },
  filetypes = { 'swift' },
  -- An empty Lua table would be sent as [], which is not a settings object.
  init_options = next(settings) and settings or nil,
  settings = next(settings) and { ['duo-lsp'] = settings } or nil,
}

if vim.lsp.config and vim.lsp.enable then
  -- Neovim 0.11+
  -- The nearest folder holding .duo-lsp.json, Package.swift, *.xcodeproj or .git.
  config.root_dir = function(bufnr, on_dir)
    local path = vim.api.nvim_buf_get_name(bufnr)
    on_dir(vim.fs.root(path, function(name)
      return name == '.duo-lsp.json' or name == 'Package.swift' or name == '.git' or name:match('%.xcodeproj$') ~= nil
    end) or vim.fs.dirname(path))
  end
  vim.lsp.config('duo_lsp', config)
  vim.lsp.enable('duo_lsp')
else
  -- Neovim 0.7 to 0.10 with nvim-lspconfig
  local lspconfig = require('lspconfig')
  local configs = require('lspconfig.configs')
  if not configs.duo_lsp then
    config.root_dir = lspconfig.util.root_pattern('.duo-lsp.json', 'Package.swift', '*.xcodeproj', '.git')
    config.single_file_support = true
    configs.duo_lsp = { default_config = config }
  end
  lspconfig.duo_lsp.setup({})
end
