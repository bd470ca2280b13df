-- What every way of starting pgn-lsp shares: the plugin's setup(), the
-- lspconfig configuration and the Neovim 0.11 `lsp/forsyth.lua` config.
local M = {}

M.name = 'forsyth'
M.cmd = { 'pgn-lsp' }
-- `fen` covers .fen and .epd files (ftdetect/forsyth.vim); `epd` is listed
-- for setups whose own detection names .epd files `epd`. `chess-text` is a
-- page of text with games inside: the filetype of *.chess.txt files and
-- of the `text_patterns` of setup(), or set by hand (:set ft=chess-text);
-- never that of every .txt file.
M.filetypes = { 'pgn', 'fen', 'epd', 'chess-text' }
M.text_patterns = { '*.chess.txt' }
M.root_markers = { '.git', '.hg', '.jj' }

--- The display language as a BCP 47 tag from Neovim's message language
--- (`:language messages`, else $LC_ALL / $LC_MESSAGES / $LANG):
--- "de_AT.UTF-8" → "de-AT"; "C", "POSIX" or nothing → "en".
function M.locale()
  local lang = vim.v.lang
  if lang == nil or lang == '' then
    lang = os.getenv('LC_ALL') or os.getenv('LC_MESSAGES') or os.getenv('LANG') or ''
  end
  lang = lang:gsub('[.@].*$', '')
  if lang == '' or lang == 'C' or lang == 'POSIX' then
    return 'en'
  end
  return (lang:gsub('_', '-'))
end

--- The folders of further locales of the options: a list, or one folder
--- as a string; blank names left out.
function M.locale_folders(opts)
  local folders = opts.locale_folders
  if type(folders) == 'string' then
    folders = { folders }
  end
  local list = {}
  for _, folder in ipairs(type(folders) == 'table' and folders or {}) do
    if type(folder) == 'string' and folder:match('%S') then
      table.insert(list, vim.trim(folder))
    end
  end
  return list
end

--- initializationOptions for pgn-lsp: `locale` (the language of messages),
--- `localeFolders` (folders of further locales, laid out like forsyth's
--- locales/; the server expands `~/` and starts relative paths from the
--- root), `notation`, `style`, `spokenFiles` (how the hover's move and
--- position in words name files: 'literate', 'nato' or 'anna'; the
--- `spoken_files` option, left out when not given: the server's
--- 'literate'), `maxGameSize` (the longest game read: bytes or a size with
--- a unit, '4KiB', '64MiB'; left out, the server's 64 MiB).
function M.init_options(opts)
  opts = opts or {}
  local options = {
    locale = opts.locale or M.locale(),
    notation = opts.notation or 'auto',
    style = opts.style or 'san',
    spokenFiles = opts.spoken_files,
    maxGameSize = opts.maxGameSize,
  }
  local folders = M.locale_folders(opts)
  -- Left out when empty: an empty Lua table is sent as a JSON object.
  if #folders > 0 then
    options.localeFolders = folders
  end
  return options
end

--- The directory holding one of the root markers above `path`, else the
--- directory of `path` itself (single files get a client per directory).
function M.root_dir(path, markers)
  markers = markers or M.root_markers
  if path == nil or path == '' then
    return vim.loop.cwd()
  end
  local dir = vim.fn.fnamemodify(path, ':p:h')
  local current = dir
  while true do
    for _, marker in ipairs(markers) do
      if vim.loop.fs_stat(current .. '/' .. marker) then
        return current
      end
    end
    local parent = vim.fn.fnamemodify(current, ':h')
    if parent == current then
      return dir
    end
    current = parent
  end
end

--- Neovim 0.7 sends no `locale` in `initialize`: add it.
function M.before_init(locale)
  return function(params, _)
    params.locale = params.locale or locale
  end
end

--- on_init for configurations started outside setup() (lspconfig,
--- vim.lsp.config): the code action fix of Neovim before 0.10.
function M.on_init(client)
  require('forsyth').fix_code_action_context(client)
end

return M
