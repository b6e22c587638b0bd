-- A complete Neovim config for trying duo-lsp, and the one the editor tests run:
--
--   nvim -u editors/neovim/init.lua Samples/TravelJournal/Features/Trips/TripListViewController.swift
--
-- To use duo-lsp in your own config, copy the two marked lines into your
-- init.lua (with the real path), or see README.md.

local here = debug.getinfo(1, 'S').source:sub(2):match('^(.*)[/\\]') or '.'
vim.opt.runtimepath:prepend(here)                            -- (1) where lua/duo_lsp.lua is

vim.cmd('filetype plugin indent on')

require('duo_lsp').setup({                                   -- (2) start duo-lsp for Swift files
  on_attach = function(_, bufnr)
    local function map(lhs, rhs, desc)
      vim.keymap.set('n', lhs, rhs, { buffer = bufnr, desc = desc })
    end
    map('<space>ca', vim.lsp.buf.code_action, 'Code actions (quick fixes)')
    map('<space>cf', '<cmd>DuoFixAll<cr>', 'Fix all Duo issues')
    map('K', vim.lsp.buf.hover, 'Rule documentation')
    if vim.diagnostic.jump then -- 0.11+
      map(']d', function() vim.diagnostic.jump({ count = 1, float = true }) end, 'Next finding')
      map('[d', function() vim.diagnostic.jump({ count = -1, float = true }) end, 'Previous finding')
    else
      map(']d', vim.diagnostic.goto_next, 'Next finding')
      map('[d', vim.diagnostic.goto_prev, 'Previous finding')
    end
  end,
})
