-- End-to-end test of the Neovim plugin against the real pgn-lsp, in real
-- headless Neovim (0.7 and later):
--
--   nvim --headless --clean -n -c "luafile editors/nvim/test/e2e.lua" </dev/null
--
-- The server is $PGN_LSP, else $CARGO_TARGET_DIR/debug/pgn-lsp, else
-- target/debug/pgn-lsp of this repository (editors/test.sh sets PGN_LSP
-- to what cargo built).
-- Prints one line per check and "N passed, N failed"; exits non-zero on a
-- failure or after 60 seconds.

local script = debug.getinfo(1, 'S').source:sub(2)
local plugin = vim.fn.fnamemodify(script, ':p:h:h')
local repo = vim.fn.fnamemodify(plugin, ':h:h')
local server = os.getenv('PGN_LSP') or ((os.getenv('CARGO_TARGET_DIR') or (repo .. '/target')) .. '/debug/pgn-lsp')
local WAIT = 10000

local passed, failed = 0, 0

-- Each line starts on a line of its own: Neovim's own messages (an :echo)
-- end with no newline in headless mode.
local function out(line)
  io.stdout:write('\n' .. line)
  io.stdout:flush()
end

local dir = vim.fn.tempname()

local function finish()
  vim.fn.delete(dir, 'rf')
  out(string.format('%d passed, %d failed', passed, failed))
  io.stdout:write('\n')
  if failed > 0 then
    vim.cmd('cquit 1')
  else
    vim.cmd('qall!')
  end
end

-- A hard limit, whatever hangs.
vim.defer_fn(function()
  out('not ok - timed out after 60 s')
  failed = failed + 1
  finish()
end, 60000)

local function check(name, fn)
  local ok, err = pcall(fn)
  if ok then
    passed = passed + 1
    out('ok - ' .. name)
  else
    failed = failed + 1
    out('not ok - ' .. name .. '\n    ' .. tostring(err):gsub('\n', '\n    '))
  end
  return ok
end

local function eq(actual, expected, what)
  if not vim.deep_equal(actual, expected) then
    error(string.format('%s:\n  expected %s\n  actual   %s', what or 'value', vim.inspect(expected), vim.inspect(actual)), 2)
  end
end

local function wait_for(what, cond)
  if not vim.wait(WAIT, cond, 20) then
    error('timed out waiting for ' .. what, 2)
  end
end

local function plain(text)
  return (text:gsub('\u{2068}', ''):gsub('\u{2069}', ''))
end

-- The API of Neovim 0.7 and of current releases.
local function all_clients()
  return vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()
end

local function lines(bufnr)
  return vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
end

--- Puts the cursor on the first byte of `needle` in line `lnum` (0-based).
local function cursor_on(bufnr, lnum, needle)
  local line = lines(bufnr)[lnum + 1]
  local col = line:find(needle, 1, true)
  assert(col, needle .. ' not on line ' .. lnum .. ': ' .. line)
  vim.api.nvim_win_set_cursor(0, { lnum + 1, col - 1 })
  return col - 1
end

-- The seed problem (tests/data/seed, Greek notation) and a copy with the
-- second white move mistyped (Ιβ6 for Ιβ5) and an emoji in the comment:
-- one character, two UTF-16 units, four bytes.
local seed = vim.fn.readfile(repo .. '/tests/data/seed/oikonomopoulos-1881.pgn')
local SEED_LINE = #seed - 1 -- 0-based line of the seed's movetext
local GAME2 = {
  '',
  '[Event "Nuova Rivista 1881"]',
  '[FEN "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1"]',
  '',
  '{Κλειδί 🗝:} 1. Ιδ4! Ρδ7 2. Ιβ6 Ρε7 *',
}
local ILLEGAL_LINE = #seed + #GAME2 - 1
local text = vim.list_extend(vim.deepcopy(seed), GAME2)

vim.fn.mkdir(dir, 'p')
vim.fn.mkdir(dir .. '/.git', 'p') -- the root
local file = dir .. '/problem.pgn'
vim.fn.writefile(text, file)
vim.fn.writefile({ 'R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1' }, dir .. '/positions.epd')

out('# Neovim ' .. tostring(vim.version().major) .. '.' .. vim.version().minor .. '.' .. vim.version().patch
  .. ', server ' .. server)

vim.opt.runtimepath:prepend(plugin)
vim.o.swapfile = false

check('ftdetect: .pgn is pgn, .fen and .epd are fen, .chess.txt is chess-text, .txt is not', function()
  vim.cmd('filetype on')
  vim.cmd('source ' .. plugin .. '/ftdetect/forsyth.vim')
  vim.cmd('edit ' .. dir .. '/x.fen')
  eq(vim.bo.filetype, 'fen', 'x.fen')
  vim.cmd('edit ' .. dir .. '/y.pgn')
  eq(vim.bo.filetype, 'pgn', 'y.pgn')
  vim.cmd('edit ' .. dir .. '/z.chess.txt')
  eq(vim.bo.filetype, 'chess-text', 'z.chess.txt')
  vim.cmd('edit ' .. dir .. '/w.txt')
  assert(vim.bo.filetype ~= 'chess-text', 'w.txt is ' .. vim.bo.filetype)
  vim.cmd('silent %bwipeout!')
  vim.cmd('autocmd! BufRead,BufNewFile *.pgn,*.fen,*.epd,*.chess.txt')
end)

if not check('the server exists', function()
  assert(vim.fn.executable(server) == 1, 'no pgn-lsp at ' .. server .. ': cargo build -p pgn-lsp, or set PGN_LSP')
end) then
  finish()
  return
end

require('forsyth').setup({ cmd = { server }, locale = 'el', spoken_files = 'nato' })

vim.cmd('edit ' .. file)
local buf = vim.api.nvim_get_current_buf()

check('setup() detects the filetype and attaches pgn-lsp', function()
  eq(vim.bo[buf].filetype, 'pgn', 'filetype')
  wait_for('the client to initialize', function()
    local client = require('forsyth').client(buf)
    return client ~= nil and client.initialized ~= false and client.server_capabilities ~= nil
  end)
end)

check('the illegal Greek move is reported in Greek at its line and column', function()
  local diagnostic
  wait_for('the illegal-move diagnostic', function()
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      if d.code == 'illegal-move' then
        diagnostic = d
        return true
      end
    end
    return false
  end)
  local line = lines(buf)[ILLEGAL_LINE + 1]
  local col = line:find('Ιβ6', 1, true) - 1
  eq({ diagnostic.lnum, diagnostic.col, diagnostic.end_lnum, diagnostic.end_col },
    { ILLEGAL_LINE, col, ILLEGAL_LINE, col + #'Ιβ6' }, 'range (bytes)')
  eq(diagnostic.severity, vim.diagnostic.severity.ERROR, 'severity')
  eq(diagnostic.source, 'forsyth', 'source')
  eq(plain(diagnostic.message), 'Μη νόμιμη κίνηση Ιβ6: παίζουν τα λευκά· ο ίππος στο δ4 δεν μπορεί να πάει στο β6.', 'message')
  eq(#vim.diagnostic.get(buf), 1, 'one diagnostic in the file')
end)

local AFTER_KD7 = 'R7/3k4/8/K2B4/3N4/8/8/5R2 w - - 2 2'

check('hover on a move shows the board and its FEN', function()
  cursor_on(buf, ILLEGAL_LINE, 'Ρδ7')
  local params = vim.lsp.util.make_position_params(0, require('forsyth').client(buf).offset_encoding)
  local answers = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, WAIT)
  local value
  for _, answer in pairs(answers or {}) do
    if answer.result then
      value = plain(answer.result.contents.value)
    end
  end
  assert(value, 'no hover: ' .. vim.inspect(answers))
  assert(value:find(AFTER_KD7, 1, true), 'no FEN in the hover:\n' .. value)
  for _, figurine in ipairs({ '♖', '♚', '♘', '♗', '♔' }) do
    assert(value:find(figurine, 1, true), figurine .. ' missing from the hover:\n' .. value)
  end
  -- The move and the position in words, in Greek, the files named by the
  -- NATO alphabet (spoken_files = 'nato').
  assert(value:find('\n\nβασιλιάς delta 7\n\n', 1, true), 'the move not in words:\n' .. value)
  assert(value:find('πύργοι alfa 8, foxtrot 1', 1, true), 'the position not in words:\n' .. value)
end)

check('vim.lsp.buf.hover() opens a float with the board', function()
  local before = vim.api.nvim_get_current_win()
  vim.lsp.buf.hover()
  local float_text
  wait_for('the hover window', function()
    for _, win in ipairs(vim.api.nvim_list_wins()) do
      if vim.api.nvim_win_get_config(win).relative ~= '' then
        float_text = plain(table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false), '\n'))
        return true
      end
    end
    return false
  end)
  assert(float_text:find('♚', 1, true), 'no board in the float:\n' .. float_text)
  assert(float_text:find(AFTER_KD7, 1, true), 'no FEN in the float:\n' .. float_text)
  vim.api.nvim_set_current_win(before)
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= '' then
      vim.api.nvim_win_close(win, true)
    end
  end
end)

check('a code action fixes the illegal move (quick fix chosen through vim.ui.select)', function()
  cursor_on(buf, ILLEGAL_LINE, 'Ιβ6')
  local offered = {}
  local select = vim.ui.select
  vim.ui.select = function(items, opts, on_choice)
    local choice
    for _, item in ipairs(items) do
      local action = item[2] or item.action
      table.insert(offered, action.title)
      if action.kind == 'quickfix' and choice == nil then
        choice = item
      end
    end
    on_choice(choice)
  end
  vim.lsp.buf.code_action()
  local ok, err = pcall(wait_for, 'the quick fix', function()
    return lines(buf)[ILLEGAL_LINE + 1] ~= GAME2[#GAME2]
  end)
  vim.ui.select = select
  assert(ok, tostring(err) .. '; offered: ' .. vim.inspect(offered))
  eq(lines(buf)[ILLEGAL_LINE + 1], '{Κλειδί 🗝:} 1. Ιδ4! Ρδ7 2. Ρβ6 Ρε7 *', 'the fixed line')
  wait_for('the diagnostic to go', function()
    return #vim.diagnostic.get(buf) == 0
  end)
end)

-- Translations change only the letters: the seed writes no mate mark, and
-- none is added.
local SEED_GERMAN = '{Κλειδί :} 1. Sd4! Kd7 (1... Kd6 2. Td8+ Kc7 (2... Ke7/Ke5 3. Sc6) 3. Se6) 2. Sb5 Ke7 3. Tf7 *'

check('rename a move to "de" translates every move to German', function()
  cursor_on(buf, SEED_LINE, 'Ιδ4')
  vim.lsp.buf.rename('de')
  wait_for('the German moves', function()
    return lines(buf)[SEED_LINE + 1] ~= seed[#seed]
  end)
  local expected = vim.deepcopy(seed)
  expected[#expected] = SEED_GERMAN
  vim.list_extend(expected, vim.deepcopy(GAME2))
  expected[#expected] = '{Κλειδί 🗝:} 1. Sd4! Kd7 2. Kb6 Ke7 *'
  eq(lines(buf), expected, 'the buffer')
end)

-- Back to Greek, the seed's movetext as it was.
local SEED_GREEK = '{Κλειδί :} 1. Ιδ4! Ρδ7 (1... Ρδ6 2. Πδ8+ Ργ7 (2... Ρε7/Ρε5 3. Ιγ6) 3. Ιε6) 2. Ιβ5 Ρε7 3. Πζ7 *'

check(':ForsythTranslate el translates the file back to Greek', function()
  vim.cmd('ForsythTranslate el')
  wait_for('the Greek moves', function()
    return lines(buf)[SEED_LINE + 1]:find('Ιδ4', 1, true) ~= nil
  end)
  local expected = vim.deepcopy(text)
  expected[SEED_LINE + 1] = SEED_GREEK
  expected[#expected] = '{Κλειδί 🗝:} 1. Ιδ4! Ρδ7 2. Ρβ6 Ρε7 *'
  eq(lines(buf), expected, 'the buffer')
end)

check(':ForsythTranslate! de fan translates only the game at the cursor, to figurines', function()
  cursor_on(buf, ILLEGAL_LINE, 'Ρε7')
  vim.cmd('ForsythTranslate! de fan')
  wait_for('the figurines', function()
    return lines(buf)[ILLEGAL_LINE + 1]:find('♘', 1, true) ~= nil
  end)
  eq(lines(buf)[ILLEGAL_LINE + 1], '{Κλειδί 🗝:} 1. ♘d4! ♚d7 2. ♔b6 ♚e7 *', 'the second game')
  eq(lines(buf)[SEED_LINE + 1], SEED_GREEK, 'the first game, untouched')
end)

check(':ForsythFen copies the FEN after the move at the cursor', function()
  vim.fn.setreg('"', '')
  cursor_on(buf, SEED_LINE, 'Ρδ7')
  local got
  require('forsyth').fen(function(fen)
    got = fen or false
  end)
  wait_for('the FEN', function()
    return got ~= nil
  end)
  eq(got, AFTER_KD7, 'the answer')
  eq(vim.fn.getreg('"'), AFTER_KD7, 'the unnamed register')
  vim.fn.setreg('"', '')
  vim.cmd('ForsythFen')
  wait_for('the register', function()
    return vim.fn.getreg('"') ~= ''
  end)
  eq(vim.fn.getreg('"'), AFTER_KD7, 'the register after :ForsythFen')
end)

check('one client per root: a .epd file in the same folder shares it', function()
  local first = require('forsyth').client(buf)
  vim.cmd('edit ' .. dir .. '/positions.epd')
  local epd = vim.api.nvim_get_current_buf()
  eq(vim.bo[epd].filetype, 'fen', 'filetype of .epd')
  wait_for('the client on the .epd buffer', function()
    return require('forsyth').client(epd) ~= nil
  end)
  eq(require('forsyth').client(epd).id, first.id, 'client id')
  local count = 0
  for _, client in pairs(all_clients()) do
    if client.name == 'forsyth' then
      count = count + 1
    end
  end
  eq(count, 1, 'forsyth clients')
  local got
  vim.api.nvim_win_set_cursor(0, { 1, 3 })
  require('forsyth').fen(function(fen)
    got = fen or false
  end)
  wait_for('the FEN of the line', function()
    return got ~= nil
  end)
  eq(got, 'R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1', 'FEN of the .epd line')
end)

-- The Encyclopaedia Britannica's page of tests/data/findings, its
-- annotation lines left out: two games among prose.
local PAGE = vim.tbl_filter(function(line)
  return line:sub(1, 1) ~= '%'
end, vim.fn.readfile(repo .. '/tests/data/findings/prose-encyclopedia.pgn'))

check('a page of text named *.chess.txt is read as forsyth check reads it; other .txt files are left alone', function()
  vim.fn.writefile(PAGE, dir .. '/britannica.chess.txt')
  vim.fn.writefile({ '1. e4 e5 2. Nf3 Nc6 *' }, dir .. '/notes.txt')
  vim.cmd('edit ' .. dir .. '/notes.txt')
  local notes = vim.api.nvim_get_current_buf()
  assert(vim.bo[notes].filetype ~= 'chess-text', 'notes.txt is chess-text')
  vim.cmd('edit ' .. dir .. '/britannica.chess.txt')
  local page = vim.api.nvim_get_current_buf()
  eq(vim.bo[page].filetype, 'chess-text', 'filetype')
  wait_for('the game-in-text notes', function()
    local count = 0
    for _, d in ipairs(vim.diagnostic.get(page)) do
      if d.code == 'game-in-text' then
        count = count + 1
      end
    end
    return count == 2
  end)
  local text = lines(page)
  for _, d in ipairs(vim.diagnostic.get(page)) do
    local line = text[d.lnum + 1]
    -- Nothing in the prose but the result printed as a paragraph of its
    -- own ("And White resigns.", read as 1-0).
    if d.code == 'printed-result' then
      assert(line:match('resigns%.$'), 'printed-result on ' .. line)
    else
      assert(line:match('^%d+%. '), d.code .. ' on a line of prose: ' .. line)
    end
    if d.code == 'game-in-text' then
      eq(line:sub(d.col + 1, d.col + 8), '1. e4 e5', 'where a game starts')
    end
  end
  eq(require('forsyth').client(notes), nil, 'no client on notes.txt')
  -- A move of a page's game has its hover.
  cursor_on(page, vim.fn.index(text, '3. Bc4 Qh4+'), 'Bc4')
  local params = vim.lsp.util.make_position_params(0, require('forsyth').client(page).offset_encoding)
  local shown
  for _, answer in pairs(vim.lsp.buf_request_sync(page, 'textDocument/hover', params, WAIT) or {}) do
    shown = shown or (answer.result and answer.result.contents)
  end
  assert(shown, 'no hover on Bc4')
  vim.cmd('edit ' .. file)
end)

check('the lspconfig and vim.lsp.config configurations describe the same server', function()
  local lspconfig = require('lspconfig.server_configurations.forsyth')
  eq(lspconfig.default_config.cmd, { 'pgn-lsp' }, 'cmd')
  eq(lspconfig.default_config.filetypes, { 'pgn', 'fen', 'epd', 'chess-text' }, 'filetypes')
  eq(lspconfig.default_config.root_dir(file), dir, 'root_dir')
  eq(lspconfig.default_config.init_options.notation, 'auto', 'notation')
  eq(require('lspconfig.configs.forsyth'), lspconfig, 'lspconfig.configs.forsyth')
  local native = dofile(plugin .. '/lsp/forsyth.lua')
  eq(native.cmd, { 'pgn-lsp' }, 'lsp/forsyth.lua cmd')
  eq(native.filetypes, lspconfig.default_config.filetypes, 'lsp/forsyth.lua filetypes')
  local params = {}
  native.before_init(params, {})
  assert(type(params.locale) == 'string' and params.locale ~= '', 'before_init sets the locale')
end)

check('the lspconfig configuration starts a working client', function()
  local config = vim.deepcopy(require('lspconfig.server_configurations.forsyth').default_config)
  config.name = 'forsyth-lspconfig'
  config.cmd = { server }
  config.root_dir = dir
  config.init_options.locale = 'de'
  config.init_options.notation = 'el' -- one illegal move alone says nothing of its language
  config.before_init = require('forsyth.defaults').before_init('de')
  local id = vim.lsp.start_client(config)
  assert(id, 'start_client failed')
  vim.cmd('enew')
  vim.cmd('file ' .. dir .. '/other.pgn')
  vim.bo.filetype = 'pgn'
  local scratch = vim.api.nvim_get_current_buf()
  vim.api.nvim_buf_set_lines(scratch, 0, -1, false, { '[FEN "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1"]', '', '{Κλειδί} 1. Ιβ6 *' })
  vim.lsp.buf_attach_client(scratch, id)
  local message
  wait_for('a German diagnostic', function()
    local namespace = vim.lsp.diagnostic.get_namespace(id)
    for _, d in ipairs(vim.diagnostic.get(scratch, { namespace = namespace })) do
      if d.code == 'illegal-move' then
        message = plain(d.message)
        return true
      end
    end
    return false
  end)
  eq(message, 'Regelwidriger Zug Ιβ6: Weiß ist am Zug; der Springer auf ε6 kann nicht nach β6 ziehen.', 'message')
  -- Its quick fix, through on_init's fix of the code action diagnostics.
  cursor_on(scratch, 2, 'Ιβ6')
  local select, chosen = vim.ui.select, nil
  vim.ui.select = function(items, _, on_choice)
    for _, item in ipairs(items) do
      local client_id = item[1] or (item.ctx and item.ctx.client_id)
      local action = item[2] or item.action
      if client_id == id and action.kind == 'quickfix' and chosen == nil then
        chosen = action.title
        return on_choice(item)
      end
    end
    on_choice(nil)
  end
  vim.lsp.buf.code_action()
  local ok, err = pcall(wait_for, 'the quick fix', function()
    return lines(scratch)[3] ~= '{Κλειδί} 1. Ιβ6 *'
  end)
  vim.ui.select = select
  assert(ok, tostring(err))
  eq(plain(chosen), 'In Ρβ6 ändern', 'the German title of the quick fix')
  eq(lines(scratch)[3], '{Κλειδί} 1. Ρβ6 *', 'the fixed line')
end)

check('locale_folders and locale: moves and messages in a language of a locale folder', function()
  local defaults = require('forsyth.defaults')
  eq(defaults.init_options({ locale = 'en' }).localeFolders, nil, 'no folders: none sent')
  eq(defaults.init_options({ locale = 'en' }).spokenFiles, nil, 'no spoken_files: none sent')
  eq(defaults.init_options({ spoken_files = 'anna' }).spokenFiles, 'anna', 'spoken_files sent as spokenFiles')
  eq(defaults.locale_folders({ locale_folders = ' ~/chess ' }), { '~/chess' }, 'one folder as a string')
  -- French: the English notation with the letters French books print
  -- (R king, D queen, T rook, F bishop, C knight), one message in French.
  local folder = dir .. '/chess-locales'
  vim.fn.mkdir(folder .. '/fr', 'p')
  local letters = {
    ['language-name'] = 'Français', ['language-name-english'] = 'French',
    ['piece-letter-king'] = 'R', ['piece-letter-queen'] = 'D', ['piece-letter-rook'] = 'T',
    ['piece-letter-bishop'] = 'F', ['piece-letter-knight'] = 'C',
    ['forsyth-letter-king'] = 'R', ['forsyth-letter-queen'] = 'D', ['forsyth-letter-rook'] = 'T',
    ['forsyth-letter-bishop'] = 'F', ['forsyth-letter-knight'] = 'C',
  }
  local french = {}
  for _, line in ipairs(vim.fn.readfile(repo .. '/locales/en/notation.ftl')) do
    local key = line:match('^([%w-]+) = ')
    table.insert(french, key and letters[key] and (key .. ' = ' .. letters[key]) or line)
  end
  vim.fn.writefile(french, folder .. '/fr/notation.ftl')
  vim.fn.writefile({ 'lsp-action-translate-file = Traduire le fichier en { $language }' }, folder .. '/fr/messages.ftl')
  -- The folder relative to the root, as a project would name it.
  local init_options = defaults.init_options({ locale = 'fr', locale_folders = { 'chess-locales' }, notation = 'fr' })
  eq(init_options.localeFolders, { 'chess-locales' }, 'init_options.localeFolders')
  local id = vim.lsp.start_client({
    name = 'forsyth-fr',
    cmd = { server },
    root_dir = dir,
    init_options = init_options,
    before_init = defaults.before_init(init_options.locale),
    on_init = defaults.on_init,
  })
  assert(id, 'start_client failed')
  vim.cmd('enew')
  vim.cmd('file ' .. dir .. '/french.pgn')
  vim.bo.filetype = 'pgn'
  local french_buf = vim.api.nvim_get_current_buf()
  -- The seed problem in French letters, Cb6 mistyped for Cb5.
  vim.api.nvim_buf_set_lines(french_buf, 0, -1, false, { '[FEN "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1"]', '', '1. Cd4! Rd7 2. Cb6 Re7 *' })
  vim.lsp.buf_attach_client(french_buf, id)
  local namespace = vim.lsp.diagnostic.get_namespace(id)
  wait_for('the French client\'s diagnostics', function()
    return #vim.diagnostic.get(french_buf, { namespace = namespace }) > 0
  end)
  local codes = {}
  for _, d in ipairs(vim.diagnostic.get(french_buf, { namespace = namespace })) do
    table.insert(codes, d.code)
  end
  eq(codes, { 'illegal-move' }, 'read in French: Cd4 and Rd7 played, Cb6 illegal')
  local client = vim.lsp.get_client_by_id(id)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(french_buf) },
    range = { start = { line = 2, character = 15 }, ['end'] = { line = 2, character = 18 } },
    context = { diagnostics = {} },
  }
  local answer
  if vim.fn.has('nvim-0.11') == 1 then
    answer = client:request_sync('textDocument/codeAction', params, WAIT, french_buf)
  else
    answer = client.request_sync('textDocument/codeAction', params, WAIT, french_buf)
  end
  local titles = {}
  for _, action in ipairs((answer and answer.result) or {}) do
    table.insert(titles, plain(action.title))
  end
  assert(vim.tbl_contains(titles, 'Traduire le fichier en Deutsch'), 'French titles: ' .. vim.inspect(titles))
end)

vim.lsp.stop_client(all_clients())
finish()
