;;; test.el --- forsyth-eglot.el against the real pgn-lsp, in Emacs batch mode
;;   PGN_LSP=target/debug/pgn-lsp emacs --batch -q -l editors/emacs/test.el
;; (without PGN_LSP: $CARGO_TARGET_DIR/debug/pgn-lsp, else target/debug/pgn-lsp)
;; Exits non-zero on a failure.
(require 'eglot)
(require 'cl-lib)
(let ((server (or (getenv "PGN_LSP")
                  (and (getenv "CARGO_TARGET_DIR")
                       (expand-file-name "debug/pgn-lsp" (getenv "CARGO_TARGET_DIR")))
                  (expand-file-name "../../target/debug/pgn-lsp"
                                    (file-name-directory load-file-name)))))
  (unless (file-executable-p server)
    (princ (format "not ok - no pgn-lsp at %s\n" server))
    (kill-emacs 1))
  (push (file-name-directory (expand-file-name server)) exec-path))
(load (expand-file-name "forsyth-eglot.el" (file-name-directory load-file-name)))
;; Apply the server's workspace/applyEdit without a y-or-n question.
(setq eglot-confirm-server-initiated-edits nil)

(defvar forsyth-passed 0)
(defvar forsyth-failed 0)
(defun forsyth-wait (pred secs)
  (let ((end (+ (float-time) secs)))
    (while (and (not (funcall pred)) (< (float-time) end))
      (accept-process-output nil 0.05))
    (funcall pred)))
(defmacro forsyth-check (name &rest body)
  `(condition-case err
       (progn ,@body
              (setq forsyth-passed (1+ forsyth-passed))
              (princ (format "ok - %s\n" ,name)))
     (error (setq forsyth-failed (1+ forsyth-failed))
            (princ (format "not ok - %s\n    %S\n" ,name err)))))
(defun forsyth-equal (actual expected what)
  (unless (equal actual expected)
    (error "%s: expected %S, got %S" what expected actual)))

(let* ((dir (make-temp-file "forsyth-emacs" t))
       (file (expand-file-name "problem.pgn" dir))
       (timer (run-at-time 60 nil (lambda () (princ "not ok - timed out\n") (kill-emacs 1)))))
  (with-temp-file file
    (insert "[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\n"
            "{Κλειδί 🗝:} 1. Ιδ4! Ρδ7 2. Ιβ6 Ρε7 *\n"))
  (find-file file)
  (forsyth-check "pgn-mode starts pgn-lsp through eglot-ensure"
    (forsyth-equal major-mode 'pgn-mode "major mode")
    (run-hooks 'post-command-hook)     ; eglot-ensure waits for a command
    (unless (forsyth-wait #'eglot-current-server 10) (error "no server")))
  (forsyth-check "the illegal move is underlined exactly, with a German message"
    (unless (forsyth-wait #'flymake-diagnostics 10) (error "no diagnostics"))
    (let ((d (car (flymake-diagnostics))))
      (forsyth-equal (buffer-substring (flymake-diagnostic-beg d) (flymake-diagnostic-end d)) "Ιβ6" "text")
      (forsyth-equal (replace-regexp-in-string "[\u2068\u2069]" "" (flymake-diagnostic-text d))
                     "forsyth [illegal-move]: Regelwidriger Zug Ιβ6: Weiß ist am Zug; der Springer auf δ4 kann nicht nach β6 ziehen." "message")))
  (forsyth-check "hover through Eglot's Eldoc function shows the board"
    (goto-char (point-min))
    (search-forward "Ρδ7")
    (backward-char 2)
    (let (shown)
      (eglot-hover-eldoc-function (lambda (info &rest _) (setq shown info)))
      (forsyth-wait (lambda () shown) 10)
      (unless (and (stringp shown)
                   (string-match-p "♚" shown)
                   (string-match-p (regexp-quote "R7/3k4/8/K2B4/3N4/8/8/5R2 w - - 2 2") shown))
        (error "no board in %S" shown))))
  (forsyth-check "the hover says the move and the position in words, files as :spokenFiles says"
    ;; :spokenFiles "anna" in forsyth-eglot.el: Anna ... Hector, in German.
    (goto-char (point-min))
    (search-forward "Ρδ7")
    (backward-char 2)
    (let ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover
                                  (eglot--TextDocumentPositionParams))))
      (let ((shown (plist-get (plist-get hover :contents) :value)))
        (unless (and (stringp shown)
                     (string-match-p (regexp-quote "\n\nKönig David 7\n\n") shown)
                     (string-match-p (regexp-quote "Türme Anna 8, Felix 1") shown))
          (error "not in words with Anna ... Hector: %S" shown)))))
  (forsyth-check "eglot-rename to \"it\" translates the moves to Italian"
    (goto-char (point-min))
    (search-forward "Ιδ4")
    (backward-char 2)
    (eglot-rename "it")
    (forsyth-equal (buffer-substring (line-beginning-position) (line-end-position))
                   "{Κλειδί 🗝:} 1. Cd4! Rd7 2. Ιβ6 Ρε7 *" "the movetext"))
  (forsyth-check "forsyth.translate through workspace/executeCommand"
    (eglot-execute-command (eglot-current-server) "forsyth.translate"
                           (vector (list :uri (eglot--path-to-uri file) :lang "de" :scope "file")))
    (forsyth-wait (lambda () (save-excursion (goto-char (point-min)) (search-forward "Sd4" nil t))) 10)
    (forsyth-equal (buffer-substring (line-beginning-position) (line-end-position))
                   "{Κλειδί 🗝:} 1. Sd4! Kd7 2. Ιβ6 Ρε7 *" "the movetext"))
  (forsyth-check "a page of text named *.chess.txt is read as forsyth check reads it; other .txt files are left alone"
    ;; The Encyclopaedia Britannica's page of tests/data/findings, its
    ;; annotation lines left out: two games among prose.
    (let ((page (expand-file-name "britannica.chess.txt" dir))
          (notes (expand-file-name "notes.txt" dir)))
      (with-temp-file page
        (insert-file-contents (expand-file-name "../../tests/data/findings/prose-encyclopedia.pgn"
                                                (file-name-directory load-file-name)))
        (flush-lines "^%"))
      (with-temp-file notes (insert "1. e4 e5 2. Nf3 Nc6 *\n"))
      (find-file notes)
      (forsyth-equal major-mode 'text-mode "major mode of notes.txt")
      (run-hooks 'post-command-hook)
      (forsyth-equal (eglot-current-server) nil "no server for notes.txt")
      (kill-buffer)
      ;; Shown in a window, as Flymake wants.
      (find-file page)
      (progn
        (forsyth-equal major-mode 'chess-text-mode "major mode")
        (run-hooks 'post-command-hook)
        (unless (forsyth-wait #'eglot-managed-p 10) (error "not managed by Eglot"))
        ;; Batch Emacs is never idle: Flymake is started by hand.
        (flymake-start)
        (let ((notes-of (lambda ()
                          (cl-remove-if-not (lambda (d) (string-match-p "\\[game-in-text\\]"
                                                                        (flymake-diagnostic-text d)))
                                            (flymake-diagnostics)))))
          (unless (forsyth-wait (lambda () (= (length (funcall notes-of)) 2)) 10)
            (error "not two games in %S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
          ;; Each note starts its game; nothing is found in the prose but
          ;; the result printed as a paragraph of its own ("And White
          ;; resigns.", read as 1-0).
          (dolist (d (flymake-diagnostics))
            (save-excursion
              (goto-char (flymake-diagnostic-beg d))
              (unless (or (save-excursion (beginning-of-line) (looking-at-p "[0-9]+\\. "))
                          (and (string-match-p "\\[printed-result\\]" (flymake-diagnostic-text d))
                               (looking-at-p "resigns\\.$")))
                (error "a finding in the prose: %S at %S" (flymake-diagnostic-text d)
                       (buffer-substring (line-beginning-position) (line-end-position))))))
          (dolist (d (funcall notes-of))
            (forsyth-equal (buffer-substring (flymake-diagnostic-beg d)
                                             (+ (flymake-diagnostic-beg d) 8))
                           "1. e4 e5" "where a game starts")))
        (set-buffer-modified-p nil)
        (kill-buffer))
      (find-file file)))
  (forsyth-check "eglot-workspace-configuration: a locale folder, its letters and messages"
    ;; French: the English notation with the letters French books print
    ;; (R king, D queen, T rook, F bishop, C knight), one French message.
    (let* ((folder (expand-file-name "chess-locales" dir))
           (letters '(("language-name" . "Français") ("language-name-english" . "French")
                      ("piece-letter-king" . "R") ("piece-letter-queen" . "D")
                      ("piece-letter-rook" . "T") ("piece-letter-bishop" . "F")
                      ("piece-letter-knight" . "C") ("forsyth-letter-king" . "R")
                      ("forsyth-letter-queen" . "D") ("forsyth-letter-rook" . "T")
                      ("forsyth-letter-bishop" . "F") ("forsyth-letter-knight" . "C")))
           (english (with-temp-buffer
                      (insert-file-contents
                       (expand-file-name "../../locales/en/notation.ftl"
                                         (file-name-directory load-file-name)))
                      (buffer-string))))
      (make-directory (expand-file-name "fr" folder) t)
      (with-temp-file (expand-file-name "fr/notation.ftl" folder)
        (insert (mapconcat
                 (lambda (line)
                   (let ((key (and (string-match "\\`\\([-a-z]+\\) = " line) (match-string 1 line))))
                     (if (assoc key letters) (concat key " = " (cdr (assoc key letters))) line)))
                 (split-string english "\n") "\n")))
      (with-temp-file (expand-file-name "fr/messages.ftl" folder)
        (insert "lsp-action-translate-file = Traduire le fichier en { $language }\n"))
      ;; What the server pulls when told the settings changed.
      (setq-default eglot-workspace-configuration
                    (list :forsyth (list :localeFolders (vector folder) :locale "fr" :notation "fr")))
      (eglot-signal-didChangeConfiguration (eglot-current-server))
      ;; The seed problem in French letters, Cb6 mistyped for Cb5.
      (erase-buffer)
      (insert "[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\n1. Cd4! Rd7 2. Cb6 Re7 *\n")
      ;; Batch Emacs is never idle: Eglot's idle timer would not send it.
      (eglot--signal-textDocument/didChange)
      (unless (forsyth-wait
               (lambda ()
                 (cl-some (lambda (d) (string-match-p "\\[illegal-move\\].*Cb6" (flymake-diagnostic-text d)))
                          (flymake-diagnostics)))
               10)
        (error "no illegal Cb6 in %S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
      (forsyth-equal (length (flymake-diagnostics)) 1 "one finding: Cd4 and Rd7 read in French")
      (goto-char (point-min))
      (search-forward "Cb6")
      (let* ((actions (jsonrpc-request (eglot-current-server) :textDocument/codeAction
                                       (list :textDocument (eglot--TextDocumentIdentifier)
                                             :range (list :start (eglot--pos-to-lsp-position (- (point) 3))
                                                          :end (eglot--pos-to-lsp-position (point)))
                                             :context (list :diagnostics []))))
             (titles (mapcar (lambda (a) (replace-regexp-in-string "[\u2068\u2069]" "" (plist-get a :title)))
                             actions)))
        (unless (member "Traduire le fichier en Deutsch" titles)
          (error "no French title in %S" titles)))))
  (cancel-timer timer)
  (ignore-errors (eglot-shutdown (eglot-current-server)))
  (set-buffer-modified-p nil)
  (delete-directory dir t)
  (princ (format "%d passed, %d failed\n" forsyth-passed forsyth-failed))
  (kill-emacs (if (> forsyth-failed 0) 1 0)))
