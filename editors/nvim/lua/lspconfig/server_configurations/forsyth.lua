-- nvim-lspconfig configuration for pgn-lsp (forsyth): with this plugin in
-- 'runtimepath', `require('lspconfig').forsyth.setup({})` works like any
-- configuration shipped with nvim-lspconfig.
local defaults = require('forsyth.defaults')
local init_options = defaults.init_options()

return {
  default_config = {
    cmd = defaults.cmd,
    filetypes = defaults.filetypes,
    root_dir = function(fname)
      return defaults.root_dir(fname)
    end,
    single_file_support = true,
    init_options = init_options,
    before_init = defaults.before_init(init_options.locale),
    on_init = defaults.on_init,
  },
  docs = {
    description = [[
pgn-lsp, the language server of forsyth: PGN games, FEN/EPD positions and
pages of text with games inside (filetype chess-text), in the notation of
every language of forsyth's locales/ — legality diagnostics, the board on
hover, translation by rename and code actions.

Install it with `cargo install --path crates/pgn-lsp` in the forsyth
repository. `init_options`: `locale` (messages), `localeFolders` (folders
of further locales, laid out like forsyth's `locales/`), `notation` (`auto`
or a language code), `style` (`san`, `lan`, `fan`, `uci`, `iccf`),
`maxGameSize` (the longest game read: `4KiB`, `64MiB`, the default).
]],
  },
}
