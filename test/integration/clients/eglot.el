;;; eglot.el --- drives Emacs' eglot against the docsite language server in batch mode  -*- lexical-binding: t -*-
;; emacs --batch -q -l eglot.el   (-q, not -Q: the site start-up files make Debian's elpa-eglot loadable)
;; Environment: DOCSITE_SERVER (the server's JS file), DOCSITE_SITE (a site folder), DOCSITE_CONFIG (the config's name
;; in it), DOCSITE_OUT (where the JSON report goes). The code action and the rename go through eglot's own functions
;; (the ones its commands call), so edits are applied exactly as eglot applies them; the report says what happened.
(require 'package)
(package-initialize)
(require 'eglot)
(require 'json)
(require 'cl-lib)

(defvar docsite-server (getenv "DOCSITE_SERVER"))
(defvar docsite-site (file-name-as-directory (getenv "DOCSITE_SITE")))
(defvar docsite-config (getenv "DOCSITE_CONFIG"))
(defvar docsite-out (getenv "DOCSITE_OUT"))
(defvar docsite-report nil)
(defvar docsite-diagnostics (make-hash-table :test 'equal) "uri -> the last diagnostics published for it")
(defvar docsite-questions nil)

(defun docsite-step (name value) (push (cons name value) docsite-report))

;; Published diagnostics, as eglot receives them (flymake does not run its timers in batch mode).
(cl-defmethod eglot-handle-notification :before
  (_server (_method (eql textDocument/publishDiagnostics)) &key uri diagnostics &allow-other-keys)
  (puthash uri diagnostics docsite-diagnostics))

;; Questions the user would answer: confirmations yes, the server's offers (a redirect after a rename) its last choice.
(fset 'y-or-n-p (lambda (prompt) (push prompt docsite-questions) t))
(fset 'completing-read (lambda (prompt collection &rest _) (push prompt docsite-questions) (car (last (all-completions "" collection)))))

(defun docsite-wait (predicate seconds)
  "Process input until PREDICATE holds or SECONDS pass; whether it held."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (and (funcall predicate) t)))

(defun docsite-codes (uri)
  (sort (mapcar (lambda (d) (plist-get d :code)) (append (gethash uri docsite-diagnostics) nil)) #'string<))

(defun docsite-run ()
  (let* ((config-file (expand-file-name docsite-config docsite-site))
         (config-uri (eglot--path-to-uri config-file))
         (buffer (find-file-noselect config-file)))
    (with-current-buffer buffer
      (js-mode)
      (eglot '(js-mode) (cons 'transient docsite-site) 'eglot-lsp-server (list "node" docsite-server "--stdio") "json")
      (unless (docsite-wait (lambda () (eglot-current-server)) 20) (error "eglot did not connect"))
      (unless (docsite-wait (lambda () (member "page-missing" (docsite-codes config-uri))) 20) (error "no page-missing diagnostic"))
      (docsite-step 'diagnostics (vconcat (docsite-codes config-uri)))
      ;; Completion inside a page entry.
      (goto-char (point-min))
      (search-forward "\"intro\"")
      (backward-char 2)
      (let* ((server (eglot-current-server))
             (completion (jsonrpc-request server :textDocument/completion (eglot--TextDocumentPositionParams)))
             (items (if (vectorp completion) completion (plist-get completion :items))))
        (docsite-step 'completion (vconcat (mapcar (lambda (item) (plist-get item :label)) items)))
        ;; The quick fix for the missing page, executed the way eglot executes a chosen code action.
        (let* ((missing (cl-find-if (lambda (d) (equal (plist-get d :code) "page-missing")) (gethash config-uri docsite-diagnostics)))
               (actions (jsonrpc-request server :textDocument/codeAction
                                         (list :textDocument (eglot--TextDocumentIdentifier)
                                               :range (plist-get missing :range)
                                               :context (list :diagnostics (vector missing))))))
          (docsite-step 'code_actions (vconcat (mapcar (lambda (a) (plist-get a :title)) actions)))
          (eglot--read-execute-code-action (append actions nil) server "quickfix"))
        (docsite-step 'created_on_disk (and (file-exists-p (expand-file-name "new-page.mdx" docsite-site)) t))
        (docsite-step 'page_missing_cleared (docsite-wait (lambda () (not (member "page-missing" (docsite-codes config-uri)))) 20))
        ;; F2: rename the page entry, through eglot's own rename command.
        (goto-char (point-min))
        (search-forward "\"guides/setup\"")
        (backward-char 3)
        (eglot-rename "guides/install")
        (eglot--signal-textDocument/didChange)
        (docsite-step 'renamed_on_disk (and (file-exists-p (expand-file-name "guides/install.mdx" docsite-site))
                                            (not (file-exists-p (expand-file-name "guides/setup.mdx" docsite-site)))))
        (docsite-step 'entry_renamed (and (save-excursion (goto-char (point-min)) (search-forward "\"guides/install\"" nil t)) t))
        (let ((intro (find-buffer-visiting (expand-file-name "intro.mdx" docsite-site))))
          (docsite-step 'link_followed (and intro (with-current-buffer intro (save-excursion (goto-char (point-min)) (search-forward "(/guides/install)" nil t))) t)))
        (docsite-wait (lambda () nil) 1)
        (docsite-step 'no_page_missing_after_rename (docsite-wait (lambda () (not (member "page-missing" (docsite-codes config-uri)))) 20))
        (docsite-step 'final_diagnostics (vconcat (docsite-codes config-uri)))
        (eglot-shutdown server)))))

(condition-case err
    (docsite-run)
  (error (docsite-step 'error (error-message-string err))))
(docsite-step 'questions (vconcat (reverse docsite-questions)))
(with-temp-file docsite-out
  (insert (json-encode (mapcar (lambda (entry) (cons (car entry) (if (eq (cdr entry) nil) :json-false (cdr entry)))) docsite-report))))
(kill-emacs 0)
