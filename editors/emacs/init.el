;;; init.el --- A complete Emacs config for trying duo-lsp  -*- lexical-binding: t; -*-

;; Try it (the editor tests load this file too):
;;
;;   emacs -q -l editors/emacs/init.el Samples/TravelJournal/Features/Trips/TripListViewController.swift
;;
;; (-q, not -Q: -Q also skips the site files, and with them the packages
;; Debian installs, such as elpa-eglot.)
;;
;; To use duo-lsp in your own config, copy the three marked lines into your
;; init file (with the real path), or see README.md.

;;; Code:

;; `emacs -q' and --batch skip package activation; activate the installed
;; packages (eglot on Emacs 28, swift-mode, lsp-mode) as a normal start does.
(require 'package)
(unless (bound-and-true-p package--activated) (package-activate-all))

(add-to-list 'load-path                                   ; (1) where duo-lsp.el is
             (file-name-directory (or load-file-name buffer-file-name)))
(require 'duo-lsp)                                        ; (2)
(duo-lsp-setup)                                           ; (3) Eglot; (duo-lsp-setup 'lsp-mode) for lsp-mode

(with-eval-after-load 'eglot
  (define-key eglot-mode-map (kbd "C-c a") #'eglot-code-actions)
  (define-key eglot-mode-map (kbd "C-c f") #'duo-lsp-fix-all))

;;; init.el ends here
