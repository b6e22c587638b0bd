;;; swift-mode-stand-in.el --- An installed swift-mode, as far as duo-lsp can tell  -*- lexical-binding: t; -*-

;; Debian 12 does not package swift-mode, so the "with swift-mode" Emacs test
;; loads this before editors/emacs/init.el: a `swift-mode' major mode and the
;; auto-mode-alist entry that the real package's autoloads add.

;;; Code:

(define-derived-mode swift-mode prog-mode "Swift"
  "Stand-in for the swift-mode package in the editor tests.")
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))
(provide 'swift-mode)

;;; swift-mode-stand-in.el ends here
