;;; duo-lsp.el --- iPhone Duo layout hazards in Swift, through Eglot or lsp-mode  -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "28.1"))
;; Keywords: languages, tools, swift

;;; Commentary:

;; Registers the duo-lsp language server (diagnostics, quick fixes, "fix all",
;; rule documentation on hover) for Swift buffers with Eglot (Emacs 28 with
;; the eglot package, or Emacs 29+ where it is built in) and with lsp-mode.
;; Works with swift-mode and without it: when swift-mode is not installed,
;; `.swift' files open in `duo-lsp-swift-mode', a small fallback major mode.
;;
;;   (add-to-list 'load-path "/path/to/duo-lsp/editors/emacs")
;;   (require 'duo-lsp)
;;   (duo-lsp-setup)            ; Eglot; (duo-lsp-setup 'lsp-mode) for lsp-mode
;;
;; See editors/emacs/README.md.

;;; Code:

(require 'cl-lib)
(require 'eieio)

(defgroup duo-lsp nil
  "iPhone Duo layout hazards in Swift code (duo-lsp language server)."
  :group 'tools
  :prefix "duo-lsp-")

(defcustom duo-lsp-program "duo-lsp"
  "The duo-lsp executable: a name on `exec-path' or an absolute path."
  :type 'string)

(defcustom duo-lsp-settings nil
  "Settings sent to the server as initializationOptions, as a plist.
The keys are those of .duo-lsp.json, which applies on top of them:
  (:select [\"DUO1\" \"DUO3\"] :ignore [\"DUO103\"]
   :severity (:DUO201 \"info\") :exclude [\"Pods/**\"]
   :deploymentTarget \"17.0\")
Use vectors for arrays.  Changes apply when the server restarts
\(`eglot-reconnect' or `lsp-workspace-restart')."
  :type '(plist :key-type symbol :value-type sexp))

(defcustom duo-lsp-fix-all-on-save nil
  "Non-nil: apply every safe fix (`duo-lsp-fix-all') before saving."
  :type 'boolean)

(defcustom duo-lsp-fix-all-kind "source.fixAll.duo"
  "The code action kind of the server's \"Fix all Duo issues\" action."
  :type 'string)

(defcustom duo-lsp-root-markers '(".duo-lsp.json" "*.xcodeproj" "Package.swift" ".git")
  "Files and folders that mark a Swift project's root (wildcards allowed).
The nearest folder above a Swift file that holds one is its root, for
Eglot and lsp-mode alike: one server per root."
  :type '(repeat string))

;;;; Project root

(defun duo-lsp-project-root (&optional file)
  "The nearest folder above FILE holding one of `duo-lsp-root-markers', or nil.
FILE defaults to the buffer's file."
  (let* ((start (or file buffer-file-name))
         (root (and start
                    (locate-dominating-file
                     start
                     (lambda (dir)
                       (cl-some (lambda (marker) (file-expand-wildcards (expand-file-name marker dir)))
                                duo-lsp-root-markers))))))
    (and root (directory-file-name (expand-file-name root)))))

(defun duo-lsp--project-find (dir)
  "A project.el project at the root `duo-lsp-project-root' finds from DIR.
Eglot asks project.el for the root; without this a Swift package outside
version control would be rooted at each file's own folder."
  (let ((root (duo-lsp-project-root (expand-file-name "x" dir))))
    (and root (cons 'transient root))))

;;;; Fallback major mode, for when swift-mode is not installed

(defvar duo-lsp-swift-mode-syntax-table
  (let ((table (make-syntax-table)))
    (modify-syntax-entry ?/ ". 124b" table)
    (modify-syntax-entry ?* ". 23n" table)
    (modify-syntax-entry ?\n "> b" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?\\ "\\" table)
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?' "." table)
    table)
  "Syntax table for `duo-lsp-swift-mode'.")

(defconst duo-lsp-swift-keywords
  '("actor" "as" "associatedtype" "async" "await" "break" "case" "catch" "class"
    "continue" "default" "defer" "deinit" "do" "else" "enum" "extension"
    "fallthrough" "false" "fileprivate" "final" "for" "func" "guard" "if"
    "import" "in" "init" "inout" "internal" "is" "lazy" "let" "mutating" "nil"
    "open" "operator" "override" "private" "protocol" "public" "repeat"
    "rethrows" "return" "self" "Self" "some" "static" "struct" "subscript"
    "super" "switch" "throw" "throws" "true" "try" "typealias" "var" "weak"
    "where" "while")
  "Keywords `duo-lsp-swift-mode' highlights.")

;;;###autoload
(define-derived-mode duo-lsp-swift-mode prog-mode "Swift"
  "Minimal Swift mode (comments, strings, keywords) for duo-lsp.
Used for .swift files when swift-mode is not installed."
  :syntax-table duo-lsp-swift-mode-syntax-table
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "//+\\s-*")
  (setq-local indent-tabs-mode nil)
  (setq-local font-lock-defaults
              `(((,(regexp-opt duo-lsp-swift-keywords 'symbols) . font-lock-keyword-face)
                 ("@[[:alpha:]_][[:alnum:]_]*" . font-lock-preprocessor-face)
                 ("\\_<[[:upper:]][[:alnum:]_]*\\_>" . font-lock-type-face)))))

(defun duo-lsp--swift-mode-available-p ()
  "Non-nil when swift-mode is installed (loaded or loadable)."
  (or (fboundp 'swift-mode) (locate-library "swift-mode")))

(defun duo-lsp-major-modes ()
  "The major modes duo-lsp serves."
  '(swift-mode duo-lsp-swift-mode))

;;;; Eglot

(declare-function eglot-ensure "ext:eglot")
(declare-function eglot-managed-p "ext:eglot")
(declare-function eglot-code-actions "ext:eglot")
(declare-function eglot--workspace-configuration-plist "ext:eglot")
(declare-function jsonrpc-notify "ext:jsonrpc")
(declare-function eieio-object-class-name "eieio")

(defun duo-lsp--eglot-contact (&optional _interactive)
  "The Eglot contact: our server class, the program, and the settings."
  (append (list 'duo-lsp-eglot-server duo-lsp-program)
          (and duo-lsp-settings (list :initializationOptions duo-lsp-settings))))

(defun duo-lsp--eglot-send-settings (server)
  "Send `duo-lsp-settings' to SERVER after Eglot's own settings.
On connecting, Eglot sends `eglot-workspace-configuration' (an empty
object unless the project sets one), which would replace the settings
given at initialization; unless it has a :duo-lsp section, send ours."
  (when (and duo-lsp-settings (eq (eieio-object-class-name server) 'duo-lsp-eglot-server))
    (let ((configuration (ignore-errors (eglot--workspace-configuration-plist server))))
      (unless (and (listp configuration) (plist-member configuration :duo-lsp))
        (jsonrpc-notify server :workspace/didChangeConfiguration
                        (list :settings (list :duo-lsp duo-lsp-settings)))))))

(defun duo-lsp--register-eglot ()
  "Put duo-lsp first in `eglot-server-programs' for Swift buffers."
  (defvar eglot-server-programs)
  (unless (find-class 'duo-lsp-eglot-server nil)
    (eval '(defclass duo-lsp-eglot-server (eglot-lsp-server) ()
             :documentation "The duo-lsp language server, as Eglot sees it.")
          t))
  (add-to-list 'eglot-server-programs
               `(,(mapcar (lambda (mode) (list mode :language-id "swift")) (duo-lsp-major-modes))
                 . duo-lsp--eglot-contact))
  (add-hook 'eglot-connect-hook #'duo-lsp--eglot-send-settings t))

(with-eval-after-load 'eglot (duo-lsp--register-eglot))

;;;; lsp-mode

(declare-function lsp-register-client "ext:lsp-mode")
(declare-function make-lsp-client "ext:lsp-mode")
(declare-function lsp-stdio-connection "ext:lsp-mode")
(declare-function lsp-activate-on "ext:lsp-mode")
(declare-function lsp-execute-code-action-by-kind "ext:lsp-mode")
(declare-function lsp-deferred "ext:lsp-mode")
(declare-function lsp-session "ext:lsp-mode")
(declare-function lsp-session-folders-blacklist "ext:lsp-mode")
(declare-function lsp-find-session-folder "ext:lsp-mode")
(declare-function lsp-workspace-folders-add "ext:lsp-mode")

(defun duo-lsp--register-lsp-mode ()
  "Register duo-lsp with lsp-mode, as an add-on beside sourcekit-lsp."
  (defvar lsp-language-id-configuration)
  (add-to-list 'lsp-language-id-configuration '(duo-lsp-swift-mode . "swift"))
  (lsp-register-client
   (make-lsp-client
    :new-connection (lsp-stdio-connection (lambda () (list duo-lsp-program)))
    :activation-fn (lsp-activate-on "swift")
    :major-modes (duo-lsp-major-modes)
    :add-on? t
    :priority -1
    :server-id 'duo-lsp
    :initialization-options (lambda () duo-lsp-settings))))

(with-eval-after-load 'lsp-mode (duo-lsp--register-lsp-mode))

(defun duo-lsp--lsp-mode-import-root ()
  "Make the buffer's project root a folder of lsp-mode's session.
For a file outside the session's folders lsp-mode asks for the root and
offers the file's own folder; this answers with the root markers' root,
as choosing \"Import project root\" would.  A blacklisted folder stays out."
  (let* ((file buffer-file-name)
         (root (and file (duo-lsp-project-root file)))
         (session (and root (lsp-session))))
    (when (and session
               (not (lsp-find-session-folder session file))
               (not (cl-some (lambda (folder) (file-in-directory-p file folder))
                             (lsp-session-folders-blacklist session))))
      (lsp-workspace-folders-add root))))

;;;; Commands

(defcustom duo-lsp-client 'eglot
  "The LSP client `duo-lsp-ensure' starts."
  :type '(choice (const eglot) (const lsp-mode)))

(defun duo-lsp--eglot-p ()
  "Non-nil when Eglot manages this buffer."
  (and (fboundp 'eglot-managed-p) (eglot-managed-p)))

;;;###autoload
(defun duo-lsp-fix-all ()
  "Apply every safe Duo fix in this buffer (the server's fix-all code action)."
  (interactive)
  (cond
   ((duo-lsp--eglot-p)
    ;; One action of the requested kind: Eglot applies it without asking.
    (eglot-code-actions (point-min) (point-max) duo-lsp-fix-all-kind t))
   ((bound-and-true-p lsp-mode)
    (lsp-execute-code-action-by-kind duo-lsp-fix-all-kind))
   (t (user-error "duo-lsp: no Eglot or lsp-mode session in this buffer"))))

(defun duo-lsp--before-save ()
  "Apply the safe fixes before saving, when `duo-lsp-fix-all-on-save' is on."
  (when (and duo-lsp-fix-all-on-save
             (or (duo-lsp--eglot-p) (bound-and-true-p lsp-mode)))
    ;; Nothing to fix is not a reason to stop the save.
    (condition-case err
        (duo-lsp-fix-all)
      (error (message "duo-lsp: no fixes applied (%s)" (error-message-string err))))))

;;;###autoload
(defun duo-lsp-ensure ()
  "Start duo-lsp for this buffer with `duo-lsp-client', and fix on save."
  (add-hook 'before-save-hook #'duo-lsp--before-save nil t)
  (add-hook 'project-find-functions #'duo-lsp--project-find nil t)
  (pcase duo-lsp-client
    ('eglot (require 'eglot) (eglot-ensure))
    ('lsp-mode (require 'lsp-mode) (duo-lsp--lsp-mode-import-root) (lsp-deferred))
    (other (user-error "duo-lsp: unknown client %S (expected eglot or lsp-mode)" other))))

;;;###autoload
(defun duo-lsp-setup (&optional client)
  "Open .swift files in a Swift mode and start duo-lsp in them with CLIENT.
CLIENT is `eglot' or `lsp-mode' (default: `duo-lsp-client', which
is `eglot' unless customized).  Without swift-mode installed, .swift
files use `duo-lsp-swift-mode'."
  (when client (setq duo-lsp-client client))
  (unless (duo-lsp--swift-mode-available-p)
    (add-to-list 'auto-mode-alist '("\\.swift\\'" . duo-lsp-swift-mode)))
  (dolist (mode (duo-lsp-major-modes))
    (add-hook (intern (format "%s-hook" mode)) #'duo-lsp-ensure)))

(provide 'duo-lsp)
;;; duo-lsp.el ends here
