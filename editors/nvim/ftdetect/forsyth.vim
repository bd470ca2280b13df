" PGN games and FEN/EPD positions, for the forsyth language server (pgn-lsp),
" and pages of text with games inside named *.chess.txt (never other .txt
" files: the `text_patterns` option of require('forsyth').setup() adds more).
autocmd BufRead,BufNewFile *.pgn setfiletype pgn
autocmd BufRead,BufNewFile *.fen,*.epd setfiletype fen
" Over the `text` filetype Neovim gives every .txt file.
autocmd BufRead,BufNewFile *.chess.txt set filetype=chess-text
