-- Drives the ATDF language server from Neovim's own LSP client (vim.lsp),
-- headless: opens the file, waits for diagnostics, asks for hover,
-- completion and a code action (applies it), then formats the buffer and
-- applies the edits, then opens a second file and goes to the definition of a
-- relative `$ref` in it (vim.lsp.buf.definition(), into a third file), and
-- applies the workspace fix of a tool name in another case style (two files). It records what Neovim saw as JSON in $ATDF_NVIM_OUT;
-- test/lsp/neovim.test.ts asserts on it. Written for Neovim 0.7 (Debian 12)
-- and later: only APIs that exist in all of them.
local out_path = assert(os.getenv('ATDF_NVIM_OUT'), 'ATDF_NVIM_OUT not set')
local server_js = assert(os.getenv('ATDF_SERVER_JS'), 'ATDF_SERVER_JS not set')
local file = assert(os.getenv('ATDF_NVIM_FILE'), 'ATDF_NVIM_FILE not set')
local hover_at = vim.fn.json_decode(assert(os.getenv('ATDF_NVIM_HOVER')))
local complete_at = vim.fn.json_decode(assert(os.getenv('ATDF_NVIM_COMPLETE')))
local ref_file = assert(os.getenv('ATDF_NVIM_REF_FILE'), 'ATDF_NVIM_REF_FILE not set')
local ref_at = vim.fn.json_decode(assert(os.getenv('ATDF_NVIM_REF_AT')))
local style_file = assert(os.getenv('ATDF_NVIM_STYLE_FILE'), 'ATDF_NVIM_STYLE_FILE not set')
local mention_file = assert(os.getenv('ATDF_NVIM_MENTION_FILE'), 'ATDF_NVIM_MENTION_FILE not set')
local TIMEOUT = 20000

local result = { nvim = tostring(vim.version().major .. '.' .. vim.version().minor .. '.' .. vim.version().patch) }

local function write_result()
  local f = assert(io.open(out_path, 'w'))
  f:write(vim.fn.json_encode(result))
  f:close()
end

local function buffer_text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n') .. '\n'
end

local function diagnostics(bufnr)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local lsp = (d.user_data or {}).lsp or {}
    table.insert(out, {
      lnum = d.lnum,
      col = d.col,
      end_lnum = d.end_lnum,
      end_col = d.end_col,
      severity = d.severity,
      message = d.message,
      source = d.source,
      code = d.code or lsp.code,
      data = lsp.data,
    })
  end
  return out
end

--- The one response of our client to a request, or an error naming the method.
local function request(bufnr, method, params)
  local responses, err = vim.lsp.buf_request_sync(bufnr, method, params, TIMEOUT)
  if not responses then
    error(method .. ': ' .. tostring(err))
  end
  for _, response in pairs(responses) do
    if response.err then
      error(method .. ': ' .. vim.inspect(response.err))
    end
    return response.result
  end
  error(method .. ': no response')
end

-- The version of each publishDiagnostics, to wait for the one of the buffer's current version.
local published = {}
local publish = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, params, ctx, config)
  table.insert(published, params.version or -1)
  return publish(err, params, ctx, config)
end

local function wait_for_version(bufnr)
  local version = (vim.lsp.util.buf_versions or {})[bufnr] or vim.b[bufnr].changedtick
  return vim.wait(TIMEOUT, function()
    for _, v in ipairs(published) do
      if v == version then return true end
    end
    return false
  end, 20)
end

local function main()
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = 'yaml'
  local config = {
    name = 'atdf',
    cmd = { 'node', server_js, '--stdio' },
    root_dir = vim.fn.fnamemodify(file, ':h'),
    flags = { debounce_text_changes = 0 },
  }
  local client_id
  if vim.lsp.start then
    client_id = vim.lsp.start(config, { bufnr = bufnr })
  else
    client_id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(bufnr, client_id)
  end
  assert(client_id, 'the server did not start')
  local client = vim.lsp.get_client_by_id(client_id)
  local encoding = client.offset_encoding or 'utf-16'
  local uri = vim.uri_from_bufnr(bufnr)

  -- 1. Diagnostics pushed after didOpen.
  if not vim.wait(TIMEOUT, function() return #vim.diagnostic.get(bufnr) > 0 end, 20) then
    error('no diagnostics within ' .. TIMEOUT .. ' ms')
  end
  result.opened = diagnostics(bufnr)

  -- 2. Hover and completion.
  result.hover = request(bufnr, 'textDocument/hover', { textDocument = { uri = uri }, position = hover_at })
  local completion = request(bufnr, 'textDocument/completion', { textDocument = { uri = uri }, position = complete_at })
  local items = completion and (completion.items or completion) or {}
  result.completion = {}
  for _, item in ipairs(items) do
    table.insert(result.completion, item.label)
  end

  -- 3. The quick fixes of the first ATDF error, as Neovim's own code_action() asks for them; the preferred one applied.
  local target
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.severity == vim.diagnostic.severity.ERROR then target = d break end
  end
  assert(target, 'no error diagnostic to fix')
  local lsp = (target.user_data or {}).lsp or {}
  local range = { start = { line = target.lnum, character = target.col }, ['end'] = { line = target.end_lnum, character = target.end_col } }
  local actions = request(bufnr, 'textDocument/codeAction', {
    textDocument = { uri = uri },
    range = range,
    context = {
      diagnostics = {
        { range = range, severity = target.severity, message = target.message, source = target.source, code = target.code or lsp.code, data = lsp.data },
      },
    },
  }) or {}
  result.actions = {}
  local chosen
  for _, action in ipairs(actions) do
    table.insert(result.actions, { title = action.title, kind = action.kind, isPreferred = action.isPreferred })
    if action.isPreferred and action.edit and not chosen then chosen = action end
  end
  assert(chosen, 'no preferred code action with an edit for ' .. vim.inspect(target) .. ': ' .. vim.inspect(result.actions))
  result.applied = chosen.title
  vim.lsp.util.apply_workspace_edit(chosen.edit, encoding)
  -- The edit reaches the server as didChange; the fixed error's code must leave the published diagnostics.
  result.fixPublished = wait_for_version(bufnr)
  result.afterFix = diagnostics(bufnr)
  result.textAfterFix = buffer_text(bufnr)

  -- 4. Formatting, applied to the buffer the way vim.lsp.buf.format() does.
  local edits = request(bufnr, 'textDocument/formatting', {
    textDocument = { uri = uri },
    options = { tabSize = 2, insertSpaces = true },
  }) or {}
  result.formatEdits = #edits
  vim.lsp.util.apply_text_edits(edits, bufnr, encoding)
  result.formatted = buffer_text(bufnr)
  -- The diagnostics of the formatted text (the edits reach the server as didChange).
  result.formattedPublished = wait_for_version(bufnr)
  result.afterFormat = diagnostics(bufnr)

  -- 5. Go to definition on a relative $ref of a second file: Neovim's own vim.lsp.buf.definition() jumps to the
  --    node its fragment names in the other file (not open: the server reads it from disk).
  vim.cmd('edit ' .. vim.fn.fnameescape(ref_file))
  local ref_buf = vim.api.nvim_get_current_buf()
  vim.bo[ref_buf].filetype = 'yaml'
  vim.lsp.buf_attach_client(ref_buf, client_id)
  local ref_uri = vim.uri_from_bufnr(ref_buf)
  result.definition = request(ref_buf, 'textDocument/definition', { textDocument = { uri = ref_uri }, position = ref_at })
  -- The cursor as the user puts it (1-based line, 0-based byte column; the file is ASCII), then the command.
  vim.api.nvim_win_set_cursor(0, { ref_at.line + 1, ref_at.character })
  vim.lsp.buf.definition()
  local jumped = vim.wait(TIMEOUT, function() return vim.api.nvim_get_current_buf() ~= ref_buf end, 20)
  local cursor = vim.api.nvim_win_get_cursor(0)
  result.jump = {
    jumped = jumped,
    file = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ':t'),
    line = cursor[1] - 1,
    col = cursor[2],
    text = vim.api.nvim_get_current_line(),
  }

  -- 6. The workspace fix of a tool name in another style: its code action asked at the warning, its workspace edit
  --    applied by Neovim to the open buffer and to a file that is not open (Neovim loads it into a buffer).
  vim.cmd('edit ' .. vim.fn.fnameescape(style_file))
  local style_buf = vim.api.nvim_get_current_buf()
  vim.bo[style_buf].filetype = 'yaml'
  vim.lsp.buf_attach_client(style_buf, client_id)
  local warning
  vim.wait(TIMEOUT, function()
    for _, d in ipairs(vim.diagnostic.get(style_buf)) do
      if d.code == 'quality/inconsistent-tool-names' or ((d.user_data or {}).lsp or {}).code == 'quality/inconsistent-tool-names' then
        warning = d
        return true
      end
    end
    return false
  end, 20)
  assert(warning, 'no quality/inconsistent-tool-names warning: ' .. vim.inspect(diagnostics(style_buf)))
  local wlsp = (warning.user_data or {}).lsp or {}
  local wrange = { start = { line = warning.lnum, character = warning.col }, ['end'] = { line = warning.end_lnum, character = warning.end_col } }
  local style_actions = request(style_buf, 'textDocument/codeAction', {
    textDocument = { uri = vim.uri_from_bufnr(style_buf) },
    range = wrange,
    context = {
      diagnostics = {
        { range = wrange, severity = warning.severity, message = warning.message, source = warning.source, code = wlsp.code, data = wlsp.data },
      },
    },
  }) or {}
  local rename
  for _, action in ipairs(style_actions) do
    if action.edit and (action.diagnostics or {})[1] and action.diagnostics[1].code == 'quality/inconsistent-tool-names' then rename = action break end
  end
  assert(rename, 'no rename action: ' .. vim.inspect(style_actions))
  result.rename = { title = rename.title, isPreferred = rename.isPreferred }
  vim.lsp.util.apply_workspace_edit(rename.edit, encoding)
  result.renamed = buffer_text(style_buf)
  result.renamedMention = buffer_text(vim.uri_to_bufnr(vim.uri_from_fname(mention_file)))
end

local ok, err = pcall(main)
if not ok then result.error = tostring(err) end
write_result()
vim.cmd('qa!')
