-- Neovim client for pgn-lsp, the forsyth language server: PGN games,
-- FEN/EPD positions and pages of text with games inside, in the notation
-- of every language forsyth knows.
--
--   require('forsyth').setup({
--     cmd = { 'pgn-lsp' },   -- or a path
--     locale = 'el',         -- language of the messages (default: Neovim's)
--     locale_folders = { '~/chess/locales' }, -- further locales (fr/notation.ftl, …)
--     notation = 'auto',     -- language the moves are read in
--     style = 'san',         -- san | lan | fan | uci | iccf, for completion
--     spoken_files = 'nato', -- literate | nato | anna: files in the hover's
--                            -- move and position in words
--     text_patterns = { '*.chess.txt', '~/columns/*.txt' }, -- pages of text
--                            -- with games inside (filetype chess-text)
--   })
--
-- Works with Neovim 0.7 (vim.lsp.start_client + buf_attach_client, one
-- client per root) and with later releases (vim.lsp.start).

local defaults = require('forsyth.defaults')

local M = {}

--- The options in force (after setup()).
M.config = nil

-- Neovim 0.7: the client started for each root directory.
local clients_by_root = {}

local function notify(message, level)
  vim.notify('forsyth: ' .. message, level or vim.log.levels.INFO)
end

--- client:request in Neovim 0.11+, client.request before.
local function request(client, method, params, handler, bufnr)
  if vim.fn.has('nvim-0.11') == 1 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

local function request_sync(client, method, params, timeout, bufnr)
  if vim.fn.has('nvim-0.11') == 1 then
    return client:request_sync(method, params, timeout, bufnr)
  end
  return client.request_sync(method, params, timeout, bufnr)
end

local function clients_of(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr })
  end
  return vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
end

--- The forsyth client attached to `bufnr`, if any.
function M.client(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  for _, client in ipairs(clients_of(bufnr)) do
    if client.name == defaults.name then
      return client
    end
  end
  return nil
end

--- The configuration pgn-lsp is started with, for one root directory.
function M.client_config(root)
  local c = M.config or {}
  local init_options = defaults.init_options(c)
  return {
    name = defaults.name,
    cmd = c.cmd or defaults.cmd,
    root_dir = root,
    init_options = init_options,
    before_init = defaults.before_init(init_options.locale),
    capabilities = c.capabilities,
    on_attach = c.on_attach,
    handlers = c.handlers,
    flags = c.flags,
  }
end

--- Neovim before 0.10 sends the diagnostics of a code action request back
--- with byte columns as `character` (vim.diagnostic keeps bytes and
--- diagnostic_vim_to_lsp does not convert them back), so the server finds
--- no diagnostic at those places outside ASCII lines and offers no quick
--- fix. Convert them to the client's encoding before they are sent.
function M.fix_code_action_context(client)
  if vim.fn.has('nvim-0.10') == 1 or client == nil or client.forsyth_fixed_context then
    return
  end
  client.forsyth_fixed_context = true
  local original = client.request
  client.request = function(method, params, handler, bufnr)
    if method == 'textDocument/codeAction' and params and params.context and params.context.diagnostics then
      local buf = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
      local encoding = client.offset_encoding or 'utf-16'
      local function convert(position)
        local line = vim.api.nvim_buf_get_lines(buf, position.line, position.line + 1, false)[1]
        if line == nil or encoding == 'utf-8' then
          return position
        end
        local col = math.min(position.character, #line)
        local utf32, utf16 = vim.str_utfindex(line, col)
        return { line = position.line, character = encoding == 'utf-32' and utf32 or utf16 }
      end
      params = vim.deepcopy(params)
      for _, diagnostic in ipairs(params.context.diagnostics) do
        diagnostic.range = { start = convert(diagnostic.range.start), ['end'] = convert(diagnostic.range['end']) }
      end
    end
    return original(method, params, handler, bufnr)
  end
end

--- Starts pgn-lsp for the buffer's root, or reuses the one running there,
--- and attaches the buffer. Returns the client id.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if vim.bo[bufnr].buftype ~= '' then
    return nil
  end
  local c = M.config or {}
  local root = defaults.root_dir(vim.api.nvim_buf_get_name(bufnr), c.root_markers)
  if vim.lsp.start then
    -- Neovim 0.8+: reuses the client with the same name and root.
    local id = vim.lsp.start(M.client_config(root), { bufnr = bufnr })
    if id then
      M.fix_code_action_context(vim.lsp.get_client_by_id(id))
    end
    return id
  end
  local id = clients_by_root[root]
  if id == nil or vim.lsp.client_is_stopped(id) then
    id = vim.lsp.start_client(M.client_config(root))
    if id == nil then
      notify('could not start ' .. table.concat(M.client_config(root).cmd, ' '), vim.log.levels.ERROR)
      return nil
    end
    clients_by_root[root] = id
    M.fix_code_action_context(vim.lsp.get_client_by_id(id))
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

local function require_client(bufnr)
  local client = M.client(bufnr)
  if client == nil then
    notify('pgn-lsp is not attached to this buffer', vim.log.levels.ERROR)
  end
  return client
end

--- Translates the buffer (scope "file") or the game at the cursor (scope
--- "game") to `lang`, optionally in `style`; the server answers with a
--- workspace edit that Neovim applies. `on_done(err)` is called after.
function M.translate(lang, opts)
  opts = opts or {}
  local bufnr = vim.api.nvim_get_current_buf()
  local client = require_client(bufnr)
  if client == nil then
    return
  end
  local arg = { uri = vim.uri_from_bufnr(bufnr), lang = lang, scope = opts.scope or 'file' }
  if opts.style then
    arg.style = opts.style
  end
  if arg.scope == 'game' then
    arg.position = vim.lsp.util.make_position_params(0, client.offset_encoding).position
  end
  request(client, 'workspace/executeCommand', { command = 'forsyth.translate', arguments = { arg } }, function(err)
    if err then
      notify(err.message, vim.log.levels.ERROR)
    end
    if opts.on_done then
      opts.on_done(err)
    end
  end, bufnr)
end

--- Asks for the FEN of the position after the move at the cursor (or of a
--- [FEN] tag or .fen line); puts it in the unnamed register (and the
--- clipboard, when there is one) and echoes it. `on_done(fen)` gets it.
function M.fen(on_done)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = require_client(bufnr)
  if client == nil then
    return
  end
  local arg = {
    uri = vim.uri_from_bufnr(bufnr),
    position = vim.lsp.util.make_position_params(0, client.offset_encoding).position,
  }
  request(client, 'workspace/executeCommand', { command = 'forsyth.fen', arguments = { arg } }, function(err, fen)
    if err then
      notify(err.message, vim.log.levels.ERROR)
    elseif type(fen) ~= 'string' then
      notify('there is no position here')
      fen = nil
    else
      vim.fn.setreg('"', fen)
      if vim.fn.has('clipboard') == 1 then
        pcall(vim.fn.setreg, '+', fen)
      end
      vim.api.nvim_echo({ { fen } }, false, {})
    end
    if on_done then
      on_done(fen)
    end
  end, bufnr)
end

--- The language codes pgn-lsp knows (forsyth.languages), for completion:
--- none without a server (the languages are its locales', no list here).
function M.languages(bufnr)
  local client = M.client(bufnr)
  if client then
    local answer = request_sync(client, 'workspace/executeCommand', { command = 'forsyth.languages' }, 1000, bufnr)
    if answer and type(answer.result) == 'table' then
      local codes = {}
      for _, language in ipairs(answer.result) do
        table.insert(codes, language.code)
      end
      return codes
    end
  end
  return {}
end

local function complete_languages(lead)
  return vim.tbl_filter(function(code)
    return vim.startswith(code, lead)
  end, M.languages(0))
end

local function filetype_detection(text_patterns)
  if vim.filetype and vim.filetype.add then
    vim.filetype.add({ extension = { pgn = 'pgn', fen = 'fen', epd = 'fen' } })
  end
  local group = vim.api.nvim_create_augroup('forsyth_filetypes', { clear = true })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = '*.pgn',
    command = 'setfiletype pgn',
  })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = { '*.fen', '*.epd' },
    command = 'setfiletype fen',
  })
  -- Pages of text: only the files the patterns name, over the `text`
  -- filetype Neovim gives every .txt file.
  if #text_patterns > 0 then
    vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
      group = group,
      pattern = text_patterns,
      command = 'set filetype=chess-text',
    })
  end
end

function M.setup(opts)
  opts = opts or {}
  M.config = vim.tbl_extend('force', {
    cmd = defaults.cmd,
    filetypes = defaults.filetypes,
    root_markers = defaults.root_markers,
  }, opts)
  if type(M.config.cmd) == 'string' then
    M.config.cmd = { M.config.cmd }
  end
  local text_patterns = M.config.text_patterns or defaults.text_patterns
  if type(text_patterns) == 'string' then
    text_patterns = { text_patterns }
  end

  filetype_detection(text_patterns)

  local group = vim.api.nvim_create_augroup('forsyth', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.config.filetypes,
    callback = function(args)
      M.attach(args.buf)
    end,
  })

  vim.api.nvim_create_user_command('ForsythTranslate', function(command)
    local lang, style = command.fargs[1], command.fargs[2]
    M.translate(lang, { scope = command.bang and 'game' or 'file', style = style })
  end, {
    nargs = '+',
    bang = true,
    complete = function(lead, line)
      if #vim.split(line, '%s+') > 2 then
        return vim.tbl_filter(function(s)
          return vim.startswith(s, lead)
        end, { 'san', 'lan', 'fan', 'uci', 'iccf' })
      end
      return complete_languages(lead)
    end,
    desc = 'Translate the moves of the buffer (with !: of the game at the cursor) to a language [and style]',
  })
  vim.api.nvim_create_user_command('ForsythFen', function()
    M.fen()
  end, { nargs = 0, desc = 'Copy the FEN of the position at the cursor' })

  -- Buffers already open when setup() runs.
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(M.config.filetypes, vim.bo[bufnr].filetype) then
      M.attach(bufnr)
    end
  end
end

return M
