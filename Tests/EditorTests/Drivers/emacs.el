;;; emacs.el --- Driven by EditorTests/EmacsTests.swift  -*- lexical-binding: t; -*-

;;   emacs --batch -q [--eval "(setq duo-lsp-client 'lsp-mode)"] -l editors/emacs/init.el FILE -l THIS
;;
;; (the README's command, with --batch, the client and this driver added)
;;
;; Plays the user in Emacs with Eglot or lsp-mode (`duo-lsp-client'): visits
;; $DUO_TEST_FILE (the shipped init.el picks the major mode and starts the
;; client), waits for duo-lsp's diagnostics in Flymake, then ($DUO_TEST_MODE)
;;   quickfix  puts point on the DUO101 finding, runs the client's code action
;;             command (`eglot-code-actions', `lsp-execute-code-action') and
;;             picks "Use traitCollection.displayScale" in its menu;
;;   save      turns on `duo-lsp-fix-all-on-save' and saves;
;;   diagnostics only reports the diagnostics (settings tests).
;; Batch Emacs has no command loop and is never idle, so the driver runs
;; `post-command-hook' (Eglot connects from it) and the idle timers (lsp-mode
;; starts from one) itself where the loop would, and waits with
;; `accept-process-output'.  lsp-mode keeps its session in a throwaway file;
;; it must not ask for the project root (duo-lsp.el's root markers answer).
;; Writes a JSON report to $DUO_TEST_RESULT.

;;; Code:

(require 'json)
(require 'cl-lib)

(defvar duo-test--report nil)
(defvar duo-test--timeout (/ (string-to-number (or (getenv "DUO_TEST_TIMEOUT_MS") "20000")) 1000.0))
(defconst duo-test--title "Use traitCollection.displayScale")

(defun duo-test--put (key value)
  (setq duo-test--report (cons (cons key value) (assq-delete-all key duo-test--report))))

(defun duo-test--run-idle-timers ()
  "Run the idle timers once (and cancel them), as an idle command loop would."
  (dolist (timer (copy-sequence timer-idle-list))
    (when (memq timer timer-idle-list)
      (cancel-timer timer)
      (apply (timer--function timer) (timer--args timer)))))

(defun duo-test--wait (predicate what)
  (let ((deadline (+ (float-time) duo-test--timeout)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (run-hooks 'post-command-hook)
      (when (eq duo-lsp-client 'lsp-mode) (duo-test--run-idle-timers))
      (accept-process-output nil 0.02))
    (unless (funcall predicate)
      (error "Timed out after %.0f s waiting for %s" duo-test--timeout what))))

(defun duo-test--text ()
  (buffer-substring-no-properties (point-min) (point-max)))

(defun duo-test--finish (ok message)
  (duo-test--put 'ok (if ok t :json-false))
  (duo-test--put 'message message)
  (duo-test--put 'emacs emacs-version)
  (duo-test--put 'eglot (or (and (fboundp 'eglot--version) (eglot--version))
                            (let ((lib (locate-library "eglot")))
                              (and lib (file-name-nondirectory (directory-file-name (file-name-directory lib)))))))
  (ignore-errors (duo-test--put 'text (duo-test--text)))
  (with-temp-file (getenv "DUO_TEST_RESULT")
    (insert (json-encode duo-test--report)))
  (kill-emacs (if ok 0 3)))

(defun duo-test--diagnostics ()
  (cl-loop for d in (flymake-diagnostics (point-min) (point-max))
           collect (list (cons 'text (flymake-diagnostic-text d))
                         (cons 'beg (flymake-diagnostic-beg d))
                         (cons 'end (flymake-diagnostic-end d))
                         (cons 'type (format "%s" (flymake-diagnostic-type d))))))

(defun duo-test--connected-p ()
  (pcase duo-lsp-client
    ('eglot (and (fboundp 'eglot-current-server) (eglot-current-server)))
    ('lsp-mode (and (bound-and-true-p lsp-mode) (lsp-workspaces)))))

(defun duo-test--run ()
  (let ((mode (or (getenv "DUO_TEST_MODE") "quickfix")))
    (duo-test--put 'mode mode)
    (duo-test--put 'client (symbol-name duo-lsp-client))
    (when (eq duo-lsp-client 'lsp-mode)
      (require 'lsp-mode)
      (duo-test--put 'lsp_mode (or (ignore-errors (lsp-version)) "?"))
      (setq lsp-session-file (expand-file-name "lsp-session" (getenv "DUO_TEST_ROOT"))))
    (find-file (getenv "DUO_TEST_FILE"))
    (duo-test--put 'major_mode (symbol-name major-mode))
    ;; The command loop would run this after `find-file'; `eglot-ensure' connects from it.
    (run-hooks 'post-command-hook)
    (duo-test--wait #'duo-test--connected-p (format "%s to connect" duo-lsp-client))
    (duo-test--put 'project_root
                   (ignore-errors
                     (pcase duo-lsp-client
                       ('eglot (project-root (eglot--project (eglot-current-server))))
                       ('lsp-mode (lsp-workspace-root)))))
    (duo-test--wait (lambda () (flymake-diagnostics (point-min) (point-max))) "diagnostics in Flymake")
    (duo-test--put 'diagnostics (duo-test--diagnostics))
    (duo-test--put 'server (executable-find duo-lsp-program))
    (unless (equal mode "diagnostics")
      (let ((before (duo-test--text)))
        (duo-test--put 'text_before before)
        (duo-test--act mode)
        (duo-test--wait (lambda () (not (equal (duo-test--text) before))) "the buffer to change")))))

(defun duo-test--act (mode)
  "Do what a person would for MODE: pick the quick fix, or save."
  (pcase mode
    ("quickfix"
     (let ((target (cl-find-if (lambda (d) (string-match-p "DUO101\\|UIScreen.main.scale" (flymake-diagnostic-text d)))
                               (flymake-diagnostics (point-min) (point-max))))
           (menu nil) (default nil)
           ;; A key, not a mouse click: the menu comes through `completing-read'.
           (last-nonmenu-event ?\r))
       (unless target (error "No DUO101 diagnostic"))
       (goto-char (flymake-diagnostic-beg target))
       (cl-letf (((symbol-function 'completing-read)
                  (lambda (_prompt collection &rest args)
                    (setq menu (mapcar (lambda (c) (if (consp c) (car c) c))
                                       (if (functionp collection) (funcall collection "" nil t) collection))
                          default (nth 4 args))
                    (or (cl-find-if (lambda (item) (string-prefix-p duo-test--title item)) menu)
                        (error "No %S in the code action menu %S" duo-test--title menu)))))
         (call-interactively (pcase duo-lsp-client
                               ('eglot #'eglot-code-actions)
                               ('lsp-mode #'lsp-execute-code-action))))
       (duo-test--put 'menu menu)
       (duo-test--put 'menu_default (if (consp default) (car default) default))))
    ("save"
     (setq duo-lsp-fix-all-on-save t)
     ;; As after an edit: Emacs saves (and runs `before-save-hook') only a modified buffer.
     (set-buffer-modified-p t)
     (save-buffer)
     (duo-test--put 'written (with-temp-buffer
                               (insert-file-contents (getenv "DUO_TEST_FILE"))
                               (buffer-string))))
    (_ (error "Unknown DUO_TEST_MODE %s" mode))))

(condition-case err
    (progn (duo-test--run) (duo-test--finish t "ok"))
  (error (duo-test--finish nil (error-message-string err))))

;;; emacs.el ends here
