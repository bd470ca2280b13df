" PGN games and FEN/EPD positions, for the forsyth language server (pgn-lsp).
autocmd BufRead,BufNewFile *.pgn setfiletype pgn
autocmd BufRead,BufNewFile *.fen,*.epd setfiletype fen
