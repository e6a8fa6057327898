-- Drives Neovim's built-in LSP client (0.7 and later) against the docsite language server, headless:
--   nvim --headless --clean -c "luafile neovim.lua"
-- Environment: DOCSITE_SERVER (the server's JS file), DOCSITE_SITE (a site folder), DOCSITE_CONFIG (the config's
-- name in it), DOCSITE_OUT (where the JSON report goes). Each step uses what Neovim itself does for the user's
-- command (the same util functions its code action and rename commands call), and the report says what happened.
local server = os.getenv('DOCSITE_SERVER')
local site = os.getenv('DOCSITE_SITE')
local config_name = os.getenv('DOCSITE_CONFIG')
local out = os.getenv('DOCSITE_OUT')
local report = { steps = {} }

local function finish(err)
  if err then report.error = err end
  local file = io.open(out, 'w')
  file:write(vim.fn.json_encode(report))
  file:close()
  vim.cmd('qall!')
end

local function step(name, value)
  table.insert(report.steps, name)
  report[name] = value
end

-- The server's questions (the redirect offered after a rename) get "Not now", as a user would choose; Neovim's own
-- handler asks through a prompt that a headless run cannot answer.
report.questions = {}
vim.lsp.handlers['window/showMessageRequest'] = function(_, params)
  table.insert(report.questions, params.message)
  return params.actions and params.actions[#params.actions] or vim.NIL
end

local ok, err = pcall(function()
  local client_id = vim.lsp.start_client({
    name = 'docsite',
    cmd = { 'node', server, '--stdio' },
    root_dir = site,
    workspace_folders = { { uri = vim.uri_from_fname(site), name = 'site' } },
  })
  assert(client_id, 'the client did not start')
  vim.cmd('edit ' .. vim.fn.fnameescape(site .. '/' .. config_name))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(bufnr, client_id)
  local client = vim.lsp.get_client_by_id(client_id)
  assert(vim.wait(20000, function() return client.initialized end, 50), 'no initialize answer')
  step('server_name', client.server_capabilities and client.name or client.name)

  local function codes()
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do table.insert(list, d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)) end
    table.sort(list)
    return list
  end
  local function lsp_diagnostics()
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do table.insert(list, d.user_data.lsp) end
    return list
  end
  local function has(code)
    for _, c in ipairs(codes()) do if c == code then return true end end
    return false
  end

  -- Diagnostics: the missing page.
  assert(vim.wait(20000, function() return has('page-missing') end, 50), 'no page-missing diagnostic')
  step('diagnostics', codes())

  -- Completion inside a page entry: the site's pages.
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  local function position_of(needle, delta)
    for i, line in ipairs(lines) do
      local col = line:find(needle, 1, true)
      if col then return { line = i - 1, character = col - 1 + delta } end
    end
    error('not in the config: ' .. needle)
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = position_of('"intro"', 1) }
  local completion = client.request_sync('textDocument/completion', params, 10000, bufnr)
  local labels = {}
  local items = completion.result and (completion.result.items or completion.result) or {}
  for _, item in ipairs(items) do table.insert(labels, item.label) end
  step('completion', labels)

  -- Quick fix: "Create page file" for the missing page, applied as Neovim applies a code action.
  local missing
  for _, d in ipairs(lsp_diagnostics()) do if d.code == 'page-missing' then missing = d end end
  local actions = client.request_sync('textDocument/codeAction', {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) }, range = missing.range, context = { diagnostics = { missing } },
  }, 10000, bufnr).result or {}
  local titles = {}
  for _, a in ipairs(actions) do table.insert(titles, a.title) end
  step('code_actions', titles)
  local create = actions[1]
  if create.edit then vim.lsp.util.apply_workspace_edit(create.edit, client.offset_encoding) end
  if create.command then client.request_sync('workspace/executeCommand', create.command, 10000, bufnr) end
  -- Neovim 0.7 creates a file with `ignoreIfExists` as a buffer only (the file is written when the user saves).
  vim.cmd('silent wall')
  step('created_on_disk', vim.fn.filereadable(site .. '/new-page.mdx') == 1)
  step('page_missing_cleared', vim.wait(20000, function() return not has('page-missing') end, 50))

  -- Rename (F2 on a page entry): the file moves, the entry and the links follow, nothing is reported missing.
  local rename_params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = position_of('"guides/setup"', 2), newName = 'guides/install' }
  local renamed = client.request_sync('textDocument/rename', rename_params, 10000, bufnr)
  assert(renamed and renamed.result, 'no rename edit: ' .. vim.inspect(renamed))
  vim.lsp.util.apply_workspace_edit(renamed.result, client.offset_encoding)
  step('renamed_on_disk', vim.fn.filereadable(site .. '/guides/install.mdx') == 1 and vim.fn.filereadable(site .. '/guides/setup.mdx') == 0)
  step('entry_renamed', table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n'):find('"guides/install"', 1, true) ~= nil)
  local intro = vim.fn.bufnr(site .. '/intro.mdx')
  step('link_followed', intro ~= -1 and table.concat(vim.api.nvim_buf_get_lines(intro, 0, -1, false), '\n'):find('(/guides/install)', 1, true) ~= nil)
  -- Settled: checked again after the edit, with no page missing.
  vim.wait(1000, function() return false end, 50)
  step('no_page_missing_after_rename', vim.wait(20000, function() return not has('page-missing') end, 50))
  step('final_diagnostics', codes())
  vim.lsp.stop_client(client_id)
end)
finish(not ok and tostring(err) or nil)
