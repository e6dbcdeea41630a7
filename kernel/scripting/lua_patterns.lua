-- deckwright.kernel.scripting.lua_patterns -- a Lua port of lstrlib's pattern matcher.
--
-- The sandbox's string library (lua_strings.lua) runs a match here instead of in the C matcher
-- when the C matcher's worst case is too slow to charge in advance: the port runs under the
-- instruction hook, so its real work is what gets charged.  It gives the C matcher's results
-- and error messages (tests/sandbox/test_patterns.py compares the two).
--
-- sandbox.lua runs this chunk once per sandbox, under the kernel's own chunk name, with the
-- helpers H below; it returns the port (find, gmatch, gsub), the function that drops its
-- per-call cache and the functions that stand for a C caller (see call_noyield).

local H = ...
local raise, typename = H.raise, H.typename

local type, select, tostring, setmetatable = type, select, tostring, setmetatable
local dgetmetatable = debug.getmetatable
local sbyte, ssub, sfind, sformat, sgsub = string.byte, string.sub, string.find,
  string.format, string.gsub
local tconcat, tunpack = table.concat, table.unpack

local B_ESC, B_LBR, B_RBR, B_LPAR, B_RPAR = 37, 91, 93, 40, 41
local B_CARET, B_STAR, B_PLUS, B_MINUS, B_QUEST = 94, 42, 43, 45, 63
local port_find, port_gmatch, port_gsub
local last_subject, last_bytes = nil, nil   -- the port's bytes of its latest subject
local MAXCAPTURES, MAXDEPTH = 32, 200
local CAP_UNF, CAP_POS = -1, -2
local B_DOT, B_DOLLAR = 46, 36

-- Character classes (%a, %d ...) as sets of bytes, each built the first time a pattern of this
-- runtime uses it: most games never run the port, and a set costs 256 predicate calls.
local CLASS, CLASS_PRED = {}, {}
do
  local function upper(c) return c >= 65 and c <= 90 end
  local function lower(c) return c >= 97 and c <= 122 end
  local function digit(c) return c >= 48 and c <= 57 end
  local function alpha(c) return upper(c) or lower(c) end
  local function cntrl(c) return c < 32 or c == 127 end
  local function graph(c) return c > 32 and c < 127 end
  CLASS_PRED[97] = alpha                                              -- %a
  CLASS_PRED[99] = cntrl                                              -- %c
  CLASS_PRED[100] = digit                                             -- %d
  CLASS_PRED[103] = graph                                             -- %g
  CLASS_PRED[108] = lower                                             -- %l
  CLASS_PRED[112] = function(c) return graph(c) and not alpha(c) and not digit(c) end  -- %p
  CLASS_PRED[115] = function(c) return c == 32 or (c >= 9 and c <= 13) end           -- %s
  CLASS_PRED[117] = upper                                             -- %u
  CLASS_PRED[119] = function(c) return alpha(c) or digit(c) end       -- %w
  CLASS_PRED[120] = function(c)                                       -- %x
    return digit(c) or (c >= 97 and c <= 102) or (c >= 65 and c <= 70)
  end
  CLASS_PRED[122] = function(c) return c == 0 end                     -- %z (deprecated, kept)
end

local function class_set(cl)
  local s = CLASS[cl]
  if s == nil then
    local pred = CLASS_PRED[cl]
    if pred == nil then return nil end
    s = {}
    for c = 0, 255 do if pred(c) then s[c] = true end end
    CLASS[cl] = s
  end
  return s
end

local function match_class(c, cl)
  local s = class_set(cl)
  if s then return s[c] == true end
  if cl and cl >= 65 and cl <= 90 then
    s = class_set(cl + 32)
    if s then return not s[c] end
  end
  return cl == c
end

local function class_end(ms, pi)
  local pb, pn = ms.pb, ms.pn
  local c = pb[pi]
  pi = pi + 1
  if c == B_ESC then
    if pi > pn then raise("malformed pattern (ends with '%')") end
    return pi + 1
  elseif c == B_LBR then
    if pb[pi] == B_CARET then pi = pi + 1 end
    repeat
      if pi > pn then raise("malformed pattern (missing ']')") end
      local cc = pb[pi]
      pi = pi + 1
      if cc == B_ESC and pi <= pn then pi = pi + 1 end
    until pb[pi] == B_RBR
    return pi + 1
  end
  return pi
end

local function match_bracket(ms, c, pi, ec)
  local pb = ms.pb
  local sig = true
  if pb[pi + 1] == B_CARET then
    sig = false
    pi = pi + 1
  end
  pi = pi + 1
  while pi < ec do
    local pc = pb[pi]
    if pc == B_ESC then
      pi = pi + 1
      if match_class(c, pb[pi]) then return sig end
      pi = pi + 1
    elseif pb[pi + 1] == B_MINUS and pi + 2 < ec then
      if pc <= c and c <= pb[pi + 2] then return sig end
      pi = pi + 3
    else
      if pc == c then return sig end
      pi = pi + 1
    end
  end
  return not sig
end

-- The single-character item at pi, compiled once per pattern: where it ends and the set of
-- bytes it matches (set[c] is true; set[256], past the subject's end, never is).  Computed
-- when the matcher first reaches the item, so a malformed item fails exactly when C's would.
local function class_at(ms, pi)
  local ep = ms.ends[pi]
  if ep then return ep, ms.sets[pi] end
  ep = class_end(ms, pi)
  local pb = ms.pb
  local pc, set = pb[pi], {}
  for c = 0, 255 do
    local ok
    if pc == B_DOT then ok = true
    elseif pc == B_ESC then ok = match_class(c, pb[pi + 1])
    elseif pc == B_LBR then ok = match_bracket(ms, c, pi, ep - 1)
    else ok = pc == c
    end
    if ok then set[c] = true end
  end
  ms.ends[pi], ms.sets[pi] = ep, set
  return ep, set
end

local function match_balance(ms, si, pi)
  if pi >= ms.pn then raise("malformed pattern (missing arguments to '%b')") end
  local s, n = ms.s, ms.n
  local b, e = ms.pb[pi], ms.pb[pi + 1]
  if si > n or sbyte(s, si) ~= b then return nil end
  local cont = 1
  si = si + 1
  while si <= n do
    local c = sbyte(s, si)
    if c == e then
      cont = cont - 1
      if cont == 0 then return si + 1 end
    elseif c == b then
      cont = cont + 1
    end
    si = si + 1
  end
  return nil
end

local do_match

-- The bytes the rest of the pattern from pi can start with, when that is one single-character
-- item that must match (captures' brackets looked through): positions whose byte is not in it
-- are skipped without a call.  nil when anything may follow.  Only ever called just before the
-- matcher reaches pi itself, so a malformed item fails exactly where it would anyway.
local function next_set(ms, pi)
  local pb, pn = ms.pb, ms.pn
  while pi <= pn do
    local pc = pb[pi]
    if pc == B_LPAR then
      pi = pi + (pb[pi + 1] == B_RPAR and 2 or 1)
    elseif pc == B_RPAR then
      pi = pi + 1
    else
      break
    end
  end
  if pi > pn then return nil end
  local pc, d = pb[pi], pb[pi + 1]
  if pc == B_DOLLAR and pi == pn then return nil end
  if pc == B_ESC and (d == 98 or d == 102 or (d and d >= 48 and d <= 57)) then return nil end
  local ep, set = class_at(ms, pi)
  local q = pb[ep]
  if q == B_STAR or q == B_QUEST or q == B_MINUS then return nil end
  return set
end

local function max_expand(ms, si, set, ep)
  local sb = ms.sb
  local i = si
  while set[sb[i] or 256] do i = i + 1 end
  local follow = next_set(ms, ep + 1)
  while i >= si do
    if follow == nil or follow[sb[i] or 256] then
      local res = do_match(ms, i, ep + 1)
      if res then return res end
    end
    i = i - 1
  end
  return nil
end

local function min_expand(ms, si, set, ep)
  local sb = ms.sb
  local follow = next_set(ms, ep + 1)
  while true do
    if follow == nil or follow[sb[si] or 256] then
      local res = do_match(ms, si, ep + 1)
      if res then return res end
    end
    if set[sb[si] or 256] then si = si + 1 else return nil end
  end
end

local function start_capture(ms, si, pi, what)
  local level = ms.level
  if level >= MAXCAPTURES then raise("too many captures") end
  ms.cinit[level + 1] = si
  ms.clen[level + 1] = what
  ms.level = level + 1
  local res = do_match(ms, si, pi)
  if res == nil then ms.level = ms.level - 1 end
  return res
end

local function end_capture(ms, si, pi)
  local l = ms.level
  while l > 0 and ms.clen[l] ~= CAP_UNF do l = l - 1 end
  if l == 0 then raise("invalid pattern capture") end
  ms.clen[l] = si - ms.cinit[l]
  local res = do_match(ms, si, pi)
  if res == nil then ms.clen[l] = CAP_UNF end
  return res
end

local function match_capture(ms, si, d)
  local idx = d - 48
  if idx < 1 or idx > ms.level or ms.clen[idx] == CAP_UNF then
    raise(sformat("invalid capture index %%%d", idx))
  end
  local len = ms.clen[idx]
  if len < 0 then return nil end
  local init = ms.cinit[idx]
  if ms.n - si + 1 >= len and ssub(ms.s, init, init + len - 1) == ssub(ms.s, si, si + len - 1) then
    return si + len
  end
  return nil
end

do_match = function(ms, si, pi)
  local depth = ms.depth
  if depth == 0 then raise("pattern too complex") end
  ms.depth = depth - 1
  local pb, pn = ms.pb, ms.pn
  while pi <= pn do
    local pc = pb[pi]
    local d = pb[pi + 1]
    if pc == B_LPAR then
      if d == B_RPAR then
        si = start_capture(ms, si, pi + 2, CAP_POS)
      else
        si = start_capture(ms, si, pi + 1, CAP_UNF)
      end
      break
    elseif pc == B_RPAR then
      si = end_capture(ms, si, pi + 1)
      break
    elseif pc == B_DOLLAR and pi == pn then
      if si ~= ms.n + 1 then si = nil end
      break
    elseif pc == B_ESC and d == 98 then                    -- %bxy
      si = match_balance(ms, si, pi + 2)
      if si == nil then break end
      pi = pi + 4
    elseif pc == B_ESC and d == 102 then                   -- %f[set]
      pi = pi + 2
      if pb[pi] ~= B_LBR then raise("missing '[' after '%f' in pattern") end
      local ep = class_end(ms, pi)
      local prev = si == 1 and 0 or sbyte(ms.s, si - 1)
      local cur = si <= ms.n and sbyte(ms.s, si) or 0
      if not match_bracket(ms, prev, pi, ep - 1) and match_bracket(ms, cur, pi, ep - 1) then
        pi = ep
      else
        si = nil
        break
      end
    elseif pc == B_ESC and d and d >= 48 and d <= 57 then  -- %0-%9
      si = match_capture(ms, si, d)
      if si == nil then break end
      pi = pi + 2
    else
      local ep, set = class_at(ms, pi)
      local epc = pb[ep]
      if not set[ms.sb[si] or 256] then
        if epc == B_STAR or epc == B_QUEST or epc == B_MINUS then
          pi = ep + 1
        else
          si = nil
          break
        end
      elseif epc == B_QUEST then
        local res = do_match(ms, si + 1, ep + 1)
        if res ~= nil then
          si = res
          break
        end
        pi = ep + 1
      elseif epc == B_PLUS then
        si = max_expand(ms, si + 1, set, ep)
        break
      elseif epc == B_STAR then
        si = max_expand(ms, si, set, ep)
        break
      elseif epc == B_MINUS then
        si = min_expand(ms, si, set, ep)
        break
      else
        si = si + 1
        pi = ep
      end
    end
  end
  ms.depth = ms.depth + 1
  return si
end

-- Patterns compiled so far (bytes, item ends and sets), by pattern and first byte used.
local compiled, ncompiled = { {}, {} }, 0
local BIG_SUBJECT = 65536

-- The subject's bytes by position: a table while that costs little memory, else looked up.
local function subject_bytes(s, n)
  if s == last_subject then return last_bytes end
  if n > BIG_SUBJECT then
    return setmetatable({}, { __index = function(_, i) return sbyte(s, i) end })
  end
  local sb = {}
  for i = 1, n, 4000 do
    local j = i + 3999
    local chunk = { sbyte(s, i, j < n and j or n) }
    for k = 1, #chunk do sb[i + k - 1] = chunk[k] end
  end
  last_subject, last_bytes = s, sb
  return sb
end

local function new_ms(s, p, first)
  local comp = compiled[first][p]
  if comp == nil then
    if ncompiled >= 256 then compiled, ncompiled = { {}, {} }, 0 end
    local pb = { sbyte(p, first, -1) }
    comp = { pb = pb, pn = #pb, ends = {}, sets = {} }
    compiled[first][p] = comp
    ncompiled = ncompiled + 1
  end
  local n = #s
  return { s = s, n = n, sb = subject_bytes(s, n), pb = comp.pb, pn = comp.pn,
           ends = comp.ends, sets = comp.sets, level = 0, depth = MAXDEPTH,
           cinit = {}, clen = {} }
end

local function get_capture(ms, i, s, e)
  if i > ms.level then
    if i ~= 1 then raise(sformat("invalid capture index %%%d", i)) end
    return ssub(ms.s, s, e - 1)
  end
  local l = ms.clen[i]
  if l == CAP_UNF then raise("unfinished capture") end
  if l == CAP_POS then return ms.cinit[i] end
  local init = ms.cinit[i]
  return ssub(ms.s, init, init + l - 1)
end

local function push_captures(ms, s, e)
  local n = ms.level
  if n == 0 and s then n = 1 end
  if n == 0 then return end
  if n == 1 then return get_capture(ms, 1, s, e) end
  local out = {}
  for i = 1, n do out[i] = get_capture(ms, i, s, e) end
  return tunpack(out, 1, n)
end

local function posrelat(pos, len)
  if pos > 0 then return pos end
  if pos == 0 or pos < -len then return 1 end
  return len + pos + 1
end

port_find = function(find, s, p, init)
  local ls = #s
  init = posrelat(init, ls)
  if init > ls + 1 then return nil end
  local anchor = sbyte(p, 1) == B_CARET
  local ms = new_ms(s, p, anchor and 2 or 1)
  local si = init
  local first, sb = next_set(ms, 1), ms.sb
  repeat
    if first == nil or first[sb[si] or 256] then
      ms.level = 0
      ms.depth = MAXDEPTH
      local e = do_match(ms, si, 1)
      if e ~= nil then
        if find then return si, e - 1, push_captures(ms, nil, nil) end
        return push_captures(ms, si, e)
      end
    end
    si = si + 1
  until anchor or si > ls + 1
  return nil
end

port_gmatch = function(s, p, init)
  local ls = #s
  init = posrelat(init, ls)
  if init > ls + 1 then init = ls + 2 end
  local ms = new_ms(s, p, 1)
  local src, lastmatch = init, nil
  local first, sb = false, ms.sb
  return function()
    while src <= ls + 1 do
      if first == false then first = next_set(ms, 1) end
      if first == nil or first[sb[src] or 256] then
        ms.level = 0
        ms.depth = MAXDEPTH
        local e = do_match(ms, src, 1)
        if e ~= nil and e ~= lastmatch then
          local start = src
          src, lastmatch = e, e
          return push_captures(ms, start, e)
        end
      end
      src = src + 1
    end
    return nil
  end
end

-- C gsub calls a replacement function (or an __index) where it may not yield: so does the port,
-- by making the call from inside a C function.  The call is made by one fixed function,
-- call_as_c, which the kernel's error messages take for the C gsub it stands for (so a library
-- function passed as the replacement is named as in Lua, not '?'); index_of stands for C's
-- table read the same way.  call_as_c takes its call from the pending_* variables before
-- making it: a replacement that runs the port again (a gsub inside it) cannot disturb it.
local pending_f, pending_args, pending_n, pending_r

local function call_as_c()
  local f, args, n = pending_f, pending_args, pending_n
  pending_f, pending_args = nil, nil
  pending_r = f(tunpack(args, 1, n))
end

local function call_noyield(f, ...)
  pending_f, pending_args, pending_n = f, { ... }, select("#", ...)
  sgsub("x", "x", call_as_c)
  local r = pending_r
  pending_r = nil
  return r
end

local function index_of(t, k) return t[k] end

local function add_s(ms, news, s, e)
  if not sfind(news, "%", 1, true) then return news end
  local parts, np = {}, 0
  local i, l = 1, #news
  while i <= l do
    local j = sfind(news, "%", i, true)
    if not j then
      np = np + 1
      parts[np] = ssub(news, i, l)
      break
    end
    if j > i then
      np = np + 1
      parts[np] = ssub(news, i, j - 1)
    end
    local d = sbyte(news, j + 1)
    np = np + 1
    if d == B_ESC then
      parts[np] = "%"
    elseif d == 48 then
      parts[np] = ssub(ms.s, s, e - 1)
    elseif d and d >= 49 and d <= 57 then
      local cap = get_capture(ms, d - 48, s, e)
      parts[np] = type(cap) == "number" and tostring(cap) or cap
    else
      raise("invalid use of '%' in replacement string")
    end
    i = j + 2
  end
  return tconcat(parts, "", 1, np)
end

port_gsub = function(src, p, repl, max_s)
  local srcl = #src
  local tr = type(repl)
  if tr == "number" then
    repl = tostring(repl)
    tr = "string"
  end
  local anchor = sbyte(p, 1) == B_CARET
  local ms = new_ms(src, p, anchor and 2 or 1)
  local out, no = {}, 0
  local si, copy_from, lastmatch, n, changed = 1, 1, nil, 0, false
  local first, sb = false, ms.sb
  while n < max_s do
    if first == false then first = next_set(ms, 1) end
    local e = nil
    if first == nil or first[sb[si] or 256] then
      ms.level = 0
      ms.depth = MAXDEPTH
      e = do_match(ms, si, 1)
    end
    if e ~= nil and e ~= lastmatch then
      n = n + 1
      local piece
      if tr == "string" then
        piece = add_s(ms, repl, si, e)
      else
        if tr == "function" then
          piece = call_noyield(repl, push_captures(ms, si, e))
        elseif dgetmetatable(repl) ~= nil then
          piece = call_noyield(index_of, repl, get_capture(ms, 1, si, e))
        else
          piece = repl[get_capture(ms, 1, si, e)]
        end
        if piece then
          local tp = type(piece)
          if tp == "number" then
            piece = tostring(piece)
          elseif tp ~= "string" then
            raise("invalid replacement value (a " .. typename(piece) .. ")")
          end
        end
      end
      if piece then
        changed = true
        if copy_from < si then
          no = no + 1
          out[no] = ssub(src, copy_from, si - 1)
        end
        no = no + 1
        out[no] = piece
        copy_from = e
      end
      si, lastmatch = e, e
    elseif si <= srcl then
      si = si + 1
    else
      break
    end
    if anchor then break end
  end
  if not changed then return src, n end
  if copy_from <= srcl then
    no = no + 1
    out[no] = ssub(src, copy_from, srcl)
  end
  return tconcat(out, "", 1, no), n
end

-- A new top-level call starts: forget the latest subject's bytes (they may be large).
local function forget()
  last_subject, last_bytes = nil, nil
end

return {
  find = port_find, gmatch = port_gmatch, gsub = port_gsub, forget = forget,
  as_c = { call_as_c, index_of },   -- the functions that stand for a C function (see above)
}
