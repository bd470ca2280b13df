;;; forsyth-eglot.el --- PGN and FEN/EPD files checked by pgn-lsp through Eglot
;; Emacs 29+ (Eglot built in), or Emacs 28 with the eglot package.
(define-derived-mode pgn-mode text-mode "PGN"
  "Chess games in Portable Game Notation."
  (setq-local comment-start "; "))
(define-derived-mode fen-mode text-mode "FEN"
  "Chess positions, one FEN or EPD line each.")
(define-derived-mode chess-text-mode text-mode "Chess text"
  "A page of text with games inside (a column, a page of a book).")
(add-to-list 'auto-mode-alist '("\\.pgn\\'" . pgn-mode))
(add-to-list 'auto-mode-alist '("\\.\\(fen\\|epd\\)\\'" . fen-mode))
;; Pages of text are read only when named *.chess.txt (add patterns of your
;; own, or M-x chess-text-mode in a buffer), never every .txt file.
(add-to-list 'auto-mode-alist '("\\.chess\\.txt\\'" . chess-text-mode))
;; :locale is the language of messages; :localeFolders lists folders of
;; further locales, each laid out like forsyth's locales/ (fr/notation.ftl,
;; fr/messages.ftl), e.g. ["~/chess/locales"]; :maxGameSize is the longest
;; game read, bytes or a size with a unit ("4KiB", "64MiB", the default);
;; :spokenFiles is how the hover's move and position in words name files:
;; "literate" (letters, the default), "nato" (alfa ... hotel) or "anna"
;; (Anna ... Hector, as the FIDE rules for blind players name them).
;; Per project, set them in eglot-workspace-configuration (.dir-locals.el)
;; under :forsyth instead.
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               '((pgn-mode fen-mode chess-text-mode)
                 . ("pgn-lsp" :initializationOptions
                    (:locale "de" :notation "auto" :spokenFiles "anna" :localeFolders [])))))
(add-hook 'pgn-mode-hook #'eglot-ensure)
(add-hook 'fen-mode-hook #'eglot-ensure)
(add-hook 'chess-text-mode-hook #'eglot-ensure)
