-- Neovim 0.11+: `vim.lsp.enable('forsyth')` starts pgn-lsp with this
-- configuration (override any field with `vim.lsp.config('forsyth', {...})`).
local defaults = require('forsyth.defaults')
local init_options = defaults.init_options()

return {
  cmd = defaults.cmd,
  filetypes = defaults.filetypes,
  root_markers = defaults.root_markers,
  init_options = init_options,
  before_init = defaults.before_init(init_options.locale),
  on_init = defaults.on_init,
}
