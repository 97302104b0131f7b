"""Kernel generator: pointer arithmetic, grid queries, tokens, print and assert."""

from kernel_base import (INT, FLT, BITS, is_int, tstr, numel, elem_ok, V)


class MiscOps:
    def op_assume_ptr(self):
        srcs = [s for s in self.ptrsrc if s.get("param")]
        if not srcs or len(self.scopes) > 1:
            # (the assumed pointer replaces the parameter in later ops)
            return
        src = self.pick(srcs)
        n = self.fresh("ap")
        self.emit("%s = assume div_by<%d>, %s : tile<ptr<%s>>" % (
            n, 1 << self.r.randint(0, 8 if self.bad(0.5) else 3),
            src["name"], src["elem"]))
        # the assumed pointer replaces the parameter from now on
        src["name"] = n

    def op_print(self):
        vals = [v for v in self.visible() if v.elem != "ptr" and
                numel(v.shape) <= 64]
        args = [self.pick(vals) for _ in range(self.r.randint(0, 2))] \
            if vals else []
        parts = [self.pick(["v", "x=", "", "%%", "<"])]
        for _ in args:
            flags = "".join(self.pick(["", "-", "+", " ", "#", "0"])
                            for _ in range(self.r.randint(0, 2)))
            width = self.pick(["", "", "3", "12"])
            prec = self.pick(["", "", ".2", ".0", ".17"])
            lenm = self.pick(["", "", "l", "ll", "h", "hh", "L", "z"])
            conv = self.pick(list("diuoxXeEfFgGaAcp"))
            if self.bad(0.05):
                width = self.pick(["*", "1$", "2$", "2147483648", ".*"])
            parts.append("%" + flags + width + prec + lenm + conv)
            parts.append(self.pick([" ", ",", "", "%%"]))
        parts.append(self.pick(["\\0A", "", "\\09"]))
        fmt = "".join(parts)
        n = self.fresh("tk")
        tok = self.token_opt()
        if args:
            self.emit('%s = print_tko "%s", %s%s : %s -> token' % (
                n, fmt, ", ".join(a.name for a in args), tok,
                ", ".join(a.ty for a in args)))
        else:
            self.emit('%s = print_tko "%s"%s -> token' % (n, fmt, tok))
        self.add_token(n)
        self.features.add("print")

    def op_assert(self):
        shape = self.pick_shape()
        if self.bad(0.8):
            c = self.get(shape, "i1")
        else:
            elem = self.pick(INT)
            a = self.get(shape, elem)
            c = self.fresh("cmp")
            self.emit("%s = cmpi %s %s, %s, %s : %s -> %s" % (
                c, self.pick(["equal", "less_than_or_equal",
                              "greater_than_or_equal"]), a.name, a.name,
                self.pick(["signed", "unsigned"]), a.ty, tstr(shape, "i1")))
            c = self.add(c, shape, "i1")
        self.emit('assert %s, "fuzz assert %d" : %s' % (c.name, self.counter,
                                                         c.ty))
        self.features.add("assert")

    def op_tokens(self):
        toks = [t for s in self.tokens for t in s]
        if len(toks) >= 2 and self.chance(0.6):
            a, b = self.r.sample(toks, 2)
            n = self.fresh("tk")
            self.emit("%s = join_tokens %s, %s : token" % (n, a, b))
        else:
            n = self.fresh("tk")
            self.emit("%s = make_token : token" % n)
        self.add_token(n)

    def op_ptr_int(self):
        srcs = [s for s in self.ptrsrc if s.get("readable", True)]
        if not srcs:
            return
        src = self.pick(srcs)
        pi = self.fresh("pi")
        self.emit("%s = ptr_to_int %s : tile<ptr<%s>> -> tile<i64>" % (
            pi, src["name"], src["elem"]))
        delta = self.pick([0, 1, 4, 8, -8, 1 << 40, BITS[src["elem"]] // 8])
        if not self.bad(0.8):
            delta = 0
        c = self.int_const(delta, "i64")
        s = self.fresh("pa")
        self.emit("%s = addi %s, %s : tile<i64>" % (s, pi, c.name))
        elem = self.pick([src["elem"], src["elem"], "i8", "f32"]) \
            if self.bad(0.5) else src["elem"]
        p = self.fresh("ip")
        self.emit("%s = int_to_ptr %s : tile<i64> -> tile<ptr<%s>>" % (
            p, s, elem))
        if self.bad(0.3):
            q = self.fresh("pp")
            e2 = self.pick(["i8", "i32", "f64", "i1"])
            self.emit("%s = ptr_to_ptr %s : tile<ptr<%s>> -> tile<ptr<%s>>" %
                      (q, p, elem, e2))
            p, elem = q, e2
        shape = self.rand_shape(max_elems=8 if self.bad(0.5) else 1)
        if not elem_ok(shape, elem):
            return
        res, tok = self.fresh("ld"), self.fresh("tk")
        src2 = {"name": p, "elem": elem, "span": 8}
        q, offs = self.ptr_tile(src2, shape, with_block=False)
        self.emit("%s, %s = load_ptr_tko weak %s : %s -> %s, token" % (
            res, tok, q, tstr(shape, "ptr<%s>" % elem), tstr(shape, elem)))
        self.add_token(tok)
        self.features.add("int_to_ptr")
        return self.add(res, shape, elem)

    def op_grid(self):
        n = self.fresh("nb")
        self.emit("%s:3 = get_num_tile_blocks : tile<i32>" % n)
        for i in range(3):
            self.add("%s#%d" % (n, i), (), "i32")

    def op_ptr_shape(self):
        """Shape ops on a tile of pointers, then a load through it."""
        srcs = [x for x in self.ptrsrc if x.get("readable", True)]
        if not srcs:
            return
        src = self.pick(srcs)
        elem = src["elem"]
        shape = self.rand_shape(max_elems=min(64, src["span"]), min_rank=1)
        if not elem_ok(shape, elem):
            return
        q, offs = self.ptr_tile(src, shape, oob=self.bad(0.1))
        pty = "ptr<%s>" % elem
        cur = V(q, shape, pty)
        for _ in range(self.r.randint(1, 3)):
            s = cur.shape
            which = self.pick(["reshape", "permute", "extract", "select",
                               "cat", "bcast"])
            n = self.fresh("ps")
            if which == "reshape":
                t = s[::-1] if len(s) > 1 else (1,) + s
                self.emit("%s = reshape %s : %s -> %s" % (
                    n, cur.name, cur.ty, tstr(t, pty)))
            elif which == "permute" and len(s) >= 2:
                perm = list(range(len(s)))
                self.r.shuffle(perm)
                t = tuple(s[i] for i in perm)
                self.emit("%s = permute %s [%s] : %s -> %s" % (
                    n, cur.name, ", ".join(map(str, perm)), cur.ty,
                    tstr(t, pty)))
            elif which == "extract":
                t = tuple(max(1, d // 2) for d in s)
                idx = [self.int_const(self.r.randint(0, d // r - 1))
                       for d, r in zip(s, t)]
                self.emit("%s = extract %s[%s] : %s -> %s" % (
                    n, cur.name, ", ".join(i.name for i in idx), cur.ty,
                    tstr(t, pty)))
            elif which == "select":
                c = self.get(s, "i1")
                t = s
                self.emit("%s = select %s, %s, %s : %s, %s" % (
                    n, c.name, cur.name, cur.name, c.ty, cur.ty))
            elif which == "cat" and numel(s) <= 32:
                t = (s[0] * 2,) + s[1:]
                self.emit("%s = cat %s, %s dim = 0 : %s, %s -> %s" % (
                    n, cur.name, cur.name, cur.ty, cur.ty, tstr(t, pty)))
            elif which == "bcast" and numel(s) == 1 and len(s) >= 1:
                t = (4,) + s[1:]
                self.emit("%s = broadcast %s : %s -> %s" % (
                    n, cur.name, cur.ty, tstr(t, pty)))
            else:
                continue
            cur = V(n, t, pty)
        if not elem_ok(cur.shape, elem):
            return
        if self.chance(0.2):
            n = self.fresh("tk")
            self.emit('%s = print_tko "%s", %s : %s -> token' % (
                n, self.pick(["%p ", "%lx,", "%d"]), cur.name, cur.ty))
        if self.chance(0.2):
            n = self.fresh("ap")
            pred = "div_by<1>"
            if self.bad(0.7):
                pred = self.pick(["div_by<%d>" % (1 << self.r.randint(0, 6)),
                                  "div_by<4, every %d along 0>" %
                                  min(2, cur.shape[0]),
                                  "same_elements<[%s]>" % ", ".join(
                                      "2" if d >= 2 else "1"
                                      for d in cur.shape)])
            self.emit("%s = assume %s, %s : %s" % (n, pred, cur.name,
                                                   cur.ty))
            cur = V(n, cur.shape, cur.elem)
        res, tok = self.fresh("ld"), self.fresh("tk")
        self.emit("%s, %s = load_ptr_tko %s %s : %s -> %s, token" % (
            res, tok, self.load_order(), cur.name, cur.ty,
            tstr(cur.shape, elem)))
        self.add_token(tok)
        self.features.add("ptr_shape")
        return self.add(res, cur.shape, elem)

    def op_ptr_loop(self):
        """A for loop marching a tile of pointers through a buffer."""
        if self.depth > 3:
            return
        srcs = [x for x in self.ptrsrc if x.get("readable", True)]
        if not srcs:
            return
        src = self.pick(srcs)
        elem = src["elem"]
        trips = self.r.randint(1, 4)
        n = 1 << self.r.randint(0, 4)
        if n * (trips + 1) > src["span"] or not elem_ok((n,), elem):
            return
        q, offs = self.ptr_tile(src, (n,), reserve=n * trips)
        pty = tstr((n,), "ptr<%s>" % elem)
        lb, ub, st = (self.int_const(v) for v in (0, trips, 1))
        step = self.splat(self.int_const(n + (1 if self.bad(0.3) else 0)),
                          (n,))
        acc = self.get((n,), elem)
        iv, pi, ai = self.fresh("iv"), self.fresh("it"), self.fresh("it")
        head = self.fresh("for")
        self.emit("%s:2 = for %s in (%s to %s, step %s) : tile<i32> "
                  "iter_values(%s = %s, %s = %s) -> (%s, %s) {" % (
                      head, iv, lb.name, ub.name, st.name, pi, q, ai,
                      acc.name, pty, acc.ty))
        self.body(0, "for")
        self.add(ai, (n,), elem)
        ld, tk = self.fresh("ld"), self.fresh("tk")
        self.emit("%s, %s = load_ptr_tko weak %s : %s -> %s, token" % (
            ld, tk, pi, pty, acc.ty))
        self.add(ld, (n,), elem)
        if is_int(elem):
            new = self.binop(self.pick(["xori", "addi", "ori"]),
                             V(ai, (n,), elem), V(ld, (n,), elem))
        elif elem in FLT:
            new = self.binop(self.pick(["addf", "maxf"]),
                             V(ai, (n,), elem), V(ld, (n,), elem))
        else:
            new = V(ld, (n,), elem)
        np_ = self.fresh("pn")
        self.emit("%s = offset %s, %s : %s, %s -> %s" % (
            np_, pi, step.name, pty, step.ty, pty))
        if self.chance(0.3):
            c = self.cond_scalar()
            self.emit("if %s {" % c.name)
            self.emit("  continue %s, %s : %s, %s" % (np_, ld, pty, acc.ty))
            self.emit("}")
        self.emit("continue %s, %s : %s, %s" % (np_, new.name, pty, acc.ty))
        self.end_body()
        self.emit("}")
        self.features.add("ptr_loop")
        return self.add("%s#1" % head, (n,), elem)

    def op_view_misc(self):
        """get_tensor_shape and assume on a tensor view."""
        srcs = [x for x in self.ptrsrc if x.get("viewable")]
        if not srcs:
            return
        src = self.pick(srcs)
        rank = self.pick([0, 1, 2])
        tv, ty, dims = self.make_tview(src, rank)
        if self.chance(0.5):
            n = self.fresh("as")
            d = 1 << self.r.randint(0, 8 if self.bad(0.5) else 3)
            self.emit("%s = assume div_by<%d>, %s : %s" % (n, d, tv, ty))
            tv = n
        n = self.fresh("ts")
        ity = self.pick(["i32", "i64", "i16"])
        if rank:
            self.emit("%s:%d = get_tensor_shape %s : %s -> tile<%s>" % (
                n, rank, tv, ty, ity))
            for i in range(rank):
                self.add("%s#%d" % (n, i), (), ity)
        self.features.add("tensor_shape")

    # ------------------------------------------------------------ control flow
