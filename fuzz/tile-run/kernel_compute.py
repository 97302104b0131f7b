"""Kernel generator: arithmetic, comparisons, conversions, shape ops,
reductions, matrix multiplies and assumptions."""
import math

from kernel_base import (INT, FLT, ALLFLT, BITS, PACK_BITS, IEEE, PREDS, is_int, tstr, numel, elem_ok)


class ComputeOps:
    def op_int_bin(self):
        shape = self.pick_shape()
        elem = self.pick(INT)
        a, b = self.get(shape, elem), self.get(shape, elem)
        op = self.pick(["addi", "subi", "muli", "mulhii", "divi", "remi",
                        "maxi", "mini", "shli", "shri", "andi", "ori",
                        "xori", "divi", "remi", "shli", "shri"])
        mod = ""
        if op in ("addi", "subi", "muli", "shli"):
            mod = self.wpick([("", 5), (" overflow<no_signed_wrap>", 1),
                              (" overflow<no_unsigned_wrap>", 1),
                              (" overflow<no_wrap>", 1)])
        elif op == "divi":
            sg = self.pick(["signed", "unsigned"])
            rnd = self.pick(["", "", " rounding<positive_inf>",
                             " rounding<zero>"] +
                            ([" rounding<negative_inf>"] if sg == "signed"
                             else []))
            mod = " " + sg + rnd
        elif op in ("remi", "maxi", "mini", "shri"):
            mod = " " + self.pick(["signed", "unsigned"])
        if op in ("shli", "shri") and not self.bad(0.3):
            # shift amounts below the width
            b = self.binop("andi", b, self.splat(
                self.int_const(BITS[elem] - 1 if elem != "i1" else 0, elem),
                shape))
        if op in ("divi", "remi") and not self.bad(0.3):
            # a divisor in [1, 8) (i1: true, with unsigned division)
            if elem == "i1":
                b = self.splat(self.int_const(1, "i1"), shape)
                mod = mod.replace("signed", "unsigned").replace(
                    "ununsigned", "unsigned").replace(
                    " rounding<negative_inf>", "")
            else:
                b = self.binop("andi", b, self.splat(
                    self.int_const(7, elem), shape))
                b = self.binop("ori", b, self.splat(
                    self.int_const(1, elem), shape))
        if "overflow" in mod and not self.bad(0.5):
            mod = ""
        n = self.fresh()
        self.emit("%s = %s %s, %s%s : %s" % (n, op, a.name, b.name, mod,
                                              a.ty))
        return self.add(n, shape, elem)

    def binop(self, op, a, b):
        n = self.fresh()
        self.emit("%s = %s %s, %s : %s" % (n, op, a.name, b.name, a.ty))
        return self.add(n, a.shape, a.elem)

    def op_int_un(self):
        shape = self.pick_shape()
        elem = self.pick(INT)
        a = self.get(shape, elem)
        n = self.fresh()
        if self.chance(0.5):
            self.emit("%s = absi %s : %s" % (n, a.name, a.ty))
        else:
            ov = self.pick(["", "", " overflow<no_signed_wrap>",
                            " overflow<no_wrap>"]) if self.bad(0.5) else ""
            self.emit("%s = negi %s%s : %s" % (n, a.name, ov, a.ty))
        return self.add(n, shape, elem)

    def op_cmp(self):
        shape = self.pick_shape()
        n = self.fresh("cmp")
        if self.chance(0.5):
            elem = self.pick(INT)
            a, b = self.get(shape, elem), self.get(shape, elem)
            self.emit("%s = cmpi %s %s, %s, %s : %s -> %s" % (
                n, self.pick(PREDS), a.name, b.name,
                self.pick(["signed", "unsigned"]), a.ty, tstr(shape, "i1")))
        else:
            elem = self.pick(FLT)
            a, b = self.get(shape, elem), self.get(shape, elem)
            self.emit("%s = cmpf %s %s %s, %s : %s -> %s" % (
                n, self.pick(PREDS), self.pick(["ordered", "unordered"]),
                a.name, b.name, a.ty, tstr(shape, "i1")))
        return self.add(n, shape, "i1")

    def ftz(self, elem, p=0.3):
        return " flush_to_zero" if elem == "f32" and self.chance(p) else ""

    def op_flt_bin(self):
        shape = self.pick_shape()
        elem = self.pick(FLT)
        a, b = self.get(shape, elem), self.get(shape, elem)
        op = self.pick(["addf", "subf", "mulf", "divf", "remf", "maxf",
                        "minf", "pow", "atan2", "fma"])
        n = self.fresh()
        if op in ("addf", "subf", "mulf", "fma"):
            m = self.pick(IEEE)
            mod = (" rounding<%s>" % m if m != "nearest_even" else "") + \
                self.ftz(elem)
        elif op == "divf":
            modes = IEEE + (["approx", "full"] if elem == "f32" else [])
            m = self.pick(modes)
            mod = (" rounding<%s>" % m if m != "nearest_even" else "") + \
                self.ftz(elem)
        elif op in ("maxf", "minf"):
            parts = []
            if self.chance(0.5):
                parts.append("propagate_nan")
            if elem == "f32" and self.chance(0.3):
                parts.append("flush_to_zero")
            self.r.shuffle(parts)
            mod = "".join(" " + p for p in parts)
        else:
            mod = ""
        if op == "fma":
            c = self.get(shape, elem)
            self.emit("%s = fma %s, %s, %s%s : %s" % (n, a.name, b.name,
                                                      c.name, mod, a.ty))
        else:
            self.emit("%s = %s %s, %s%s : %s" % (n, op, a.name, b.name, mod,
                                                  a.ty))
        return self.add(n, shape, elem)

    def op_flt_un(self):
        shape = self.pick_shape()
        elem = self.pick(FLT)
        a = self.get(shape, elem)
        op = self.pick(["absf", "negf", "floor", "ceil", "sqrt", "rsqrt",
                        "exp", "exp2", "log", "log2", "sin", "cos", "tan",
                        "sinh", "cosh", "tanh"])
        mod = ""
        if op == "sqrt":
            m = self.pick(IEEE + (["approx"] if elem == "f32" else []))
            mod = (" rounding<%s>" % m if m != "nearest_even" else "") + \
                self.ftz(elem)
        elif op in ("rsqrt", "exp2"):
            mod = self.ftz(elem)
        elif op in ("exp", "tanh"):
            if elem == "f32" and self.chance(0.4):
                mod = " rounding<approx>"
            elif self.chance(0.2):
                mod = " rounding<full>"
        n = self.fresh()
        self.emit("%s = %s %s%s : %s" % (n, op, a.name, mod, a.ty))
        return self.add(n, shape, elem)

    def op_select(self):
        shape = self.pick_shape()
        elem = self.pick(INT + FLT + ["f8E4M3FN", "i4", "tf32", "f8E8M0FNU"])
        c = self.get(shape, "i1")
        a, b = self.get(shape, elem), self.get(shape, elem)
        n = self.fresh("sel")
        self.emit("%s = select %s, %s, %s : %s, %s" % (
            n, c.name, a.name, b.name, c.ty, a.ty))
        return self.add(n, shape, elem)

    def op_convert(self):
        vals = [v for v in self.visible() if v.elem != "ptr"]
        if not vals:
            return
        v = self.pick(vals)
        kinds = [k for k in INT + ALLFLT + ["i4"] if elem_ok(v.shape, k)]
        return self.convert(v, self.pick(kinds))

    def op_bitcast(self):
        vals = [v for v in self.visible() if v.elem in INT + FLT +
                ["f8E4M3FN", "f8E5M2", "f8E8M0FNU"] and v.elem != "i1"]
        if not vals:
            return
        v = self.pick(vals)
        same = [k for k in INT + FLT + ["f8E4M3FN", "f8E5M2", "f8E8M0FNU"]
                if BITS[k] == BITS[v.elem] and k != v.elem]
        if not same:
            return
        t = self.pick(same)
        n = self.fresh("bt")
        self.emit("%s = bitcast %s : %s -> %s" % (n, v.name, v.ty,
                                                  tstr(v.shape, t)))
        return self.add(n, v.shape, t)

    # ------------------------------------------------------------ shape ops
    def op_shape(self):
        vals = [v for v in self.visible() if v.elem != "ptr"]
        if not vals:
            return
        v = self.pick(vals)
        which = self.pick(["reshape", "broadcast", "permute", "cat",
                           "extract", "extract"])
        s = v.shape
        if which == "reshape":
            n = numel(s)
            for _ in range(10):
                t = self.rand_shape()
                if numel(t) == n and elem_ok(t, v.elem):
                    return self.reshape(v, t)
            return
        if which == "broadcast":
            if not s:
                return
            t = tuple(d if d != 1 else self.pick([1, 2, 4, 8]) for d in s)
            if numel(t) > 1024 or t == s:
                return
            return self.broadcast(v, t)
        if which == "permute":
            if len(s) < 2:
                return
            perm = list(range(len(s)))
            self.r.shuffle(perm)
            t = tuple(s[p] for p in perm)
            n = self.fresh("pm")
            self.emit("%s = permute %s [%s] : %s -> %s" % (
                n, v.name, ", ".join(map(str, perm)), v.ty, tstr(t, v.elem)))
            return self.add(n, t, v.elem)
        if which == "cat":
            if not s or numel(s) > 128:
                return
            d = self.r.randint(0, len(s) - 1)
            b = self.get(s, v.elem)
            t = tuple(x * 2 if i == d else x for i, x in enumerate(s))
            n = self.fresh("cat")
            self.emit("%s = cat %s, %s dim = %d : %s, %s -> %s" % (
                n, v.name, b.name, d, v.ty, b.ty, tstr(t, v.elem)))
            return self.add(n, t, v.elem)
        # extract
        if not s:
            return
        t = tuple(d >> self.r.randint(0, int(math.log2(d))) for d in s)
        if not elem_ok(t, v.elem):
            return
        idx = []
        for d, r in zip(s, t):
            cnt = d // r
            if not self.bad(0.2):
                val = self.r.randint(0, cnt - 1)
            else:
                val = self.pick([cnt, -1, 1 << 20])
            if self.bad(0.2):
                idx.append(self.scalar_i32())
            else:
                idx.append(self.int_const(val))
        n = self.fresh("ex")
        self.emit("%s = extract %s[%s] : %s -> %s" % (
            n, v.name, ", ".join(i.name for i in idx), v.ty, tstr(t, v.elem)))
        return self.add(n, t, v.elem)

    def op_iota(self):
        elem = self.pick(["i8", "i16", "i32", "i64", "i1"])
        cap = 2 if elem == "i1" else 256
        n = 1 << self.r.randint(0, int(math.log2(cap)))
        name = self.fresh("io")
        self.emit("%s = iota : %s" % (name, tstr((n,), elem)))
        return self.add(name, (n,), elem)

    def op_pack(self):
        kinds = [k for k in INT + ALLFLT + ["i4"] if PACK_BITS[k] != 8]
        elem = self.pick(kinds)
        # rank-1, a whole number of bytes
        for _ in range(10):
            n = 1 << self.r.randint(0, 8)
            if (n * PACK_BITS[elem]) % 8 == 0 and elem_ok((n,), elem):
                break
        else:
            return
        m = n * PACK_BITS[elem] // 8
        if m > 1024:
            return
        if self.chance(0.5):
            v = self.get((n,), elem)
            p = self.fresh("pk")
            self.emit("%s = pack %s : %s -> %s" % (p, v.name, v.ty,
                                                   tstr((m,), "i8")))
            return self.add(p, (m,), "i8")
        v = self.get((m,), "i8")
        p = self.fresh("up")
        self.emit("%s = unpack %s : %s -> %s" % (p, v.name, v.ty,
                                                 tstr((n,), elem)))
        return self.add(p, (n,), elem)

    # ------------------------------------------------------------ reduce/scan
    def ident(self, elem):
        if elem == "i1":
            return self.pick(["false", "true", "0 : i1"])
        if is_int(elem):
            return "%d : %s" % (self.pick([0, 1, -1, self.int_special(elem)]),
                                elem)
        if self.chance(0.7):
            return "%s : %s" % (self.pick(["0.000000e+00", "1.000000e+00",
                                           "-0.000000e+00"]), elem)
        return "0x%0*X : %s" % ((BITS[elem] + 3) // 4,
                                self.float_bits(elem), elem)

    def combiner(self, elem, x, acc, lines):
        """Emit 1-3 pure ops combining x and acc; returns the result name."""
        cur = [x, acc]
        res = acc
        for _ in range(self.r.randint(1, 3)):
            a, b = self.pick(cur), self.pick(cur)
            n = self.fresh("rb")
            ty = tstr((), elem)
            if is_int(elem):
                op = self.pick(["addi", "muli", "andi", "ori", "xori",
                                "maxi s", "mini u", "subi"])
                if " " in op:
                    o, s = op.split()
                    lines.append("%s = %s %s, %s %s : %s" % (
                        n, o, a, b, "signed" if s == "s" else "unsigned", ty))
                else:
                    lines.append("%s = %s %s, %s : %s" % (n, op, a, b, ty))
            else:
                op = self.pick(["addf", "mulf", "maxf", "minf", "subf"])
                lines.append("%s = %s %s, %s : %s" % (n, op, a, b, ty))
            cur.append(n)
            res = n
        return res

    def op_reduce(self, scan=False):
        count = self.pick([1, 1, 1, 2])
        shape = self.pick_shape(min_rank=1)
        ops = []
        for _ in range(count):
            elem = self.pick(INT + FLT)
            ops.append(self.get(shape, elem))
        dim = self.r.randint(0, len(shape) - 1)
        rshape = shape if scan else tuple(d for i, d in enumerate(shape)
                                          if i != dim)
        head = self.fresh("rd")
        res = head if count == 1 else "%s:%d" % (head, count)
        idents = ", ".join(self.ident(v.elem) for v in ops)
        tys = ", ".join(v.ty for v in ops)
        rtys = ", ".join(tstr(rshape, v.elem) for v in ops)
        if scan:
            self.emit("%s = scan %s dim=%d reverse=%s identities=[%s] : %s -> "
                      "%s" % (res, ", ".join(v.name for v in ops), dim,
                              self.pick(["true", "false"]), idents, tys,
                              rtys))
        else:
            self.emit("%s = reduce %s dim=%d identities=[%s] : %s -> %s" % (
                res, ", ".join(v.name for v in ops), dim, idents, tys, rtys))
        args, body, yields = [], [], []
        for v in ops:
            x, a = self.fresh("x"), self.fresh("a")
            args += ["%s: %s" % (x, tstr((), v.elem)),
                     "%s: %s" % (a, tstr((), v.elem))]
            yields.append(self.combiner(v.elem, x, a, body))
        self.emit("(%s) {" % ", ".join(args))
        for line in body:
            self.emit("  " + line)
        self.emit("  yield %s : %s" % (", ".join(yields), ", ".join(
            tstr((), v.elem) for v in ops)))
        self.emit("}")
        self.features.add("scan" if scan else "reduce")
        outs = []
        for i, v in enumerate(ops):
            nm = head if count == 1 else "%s#%d" % (head, i)
            outs.append(self.add(nm, rshape, v.elem))
        return outs[0]

    # ------------------------------------------------------------ mma
    def pos_scale(self, shape):
        name = self.fresh("c")
        val = "0x%02X" % self.pick([0x38, 0x30, 0x40, 0x00, 0x01, 0x7E])
        self.emit("%s = constant <f8E4M3FN: %s> : %s" % (
            name, val, tstr(shape, "f8E4M3FN")))
        return self.add(name, shape, "f8E4M3FN")

    def op_mma(self):
        kind = self.wpick([("f", 5), ("i", 2), ("scaled", 1)])
        rank = self.pick([2, 2, 3])
        b = (self.pick([1, 2]),) if rank == 3 else ()
        if kind == "scaled":
            inp, sc, v = self.pick([
                ("f8E4M3FN", "f8E8M0FNU", 32), ("f8E5M2", "f8E8M0FNU", 32),
                ("f4E2M1FN", "f8E4M3FN", 16), ("f4E2M1FN", "f8E8M0FNU", 16),
                ("f4E2M1FN", "f8E8M0FNU", 32)])
            k = self.pick([v, 2 * v])
            m, n = self.pick([1, 2, 4]), self.pick([1, 2, 4])
            lhs = self.get(b + (m, k), inp)
            rhs = self.get(b + (k, n), inp)
            acc = self.get(b + (m, n), "f32")
            if sc == "f8E4M3FN" and not self.bad(0.5):
                # scales of f8E4M3FN must not be negative
                ls = self.pos_scale(b + (m, k // v))
                rs = self.pos_scale(b + (k // v, n))
            else:
                ls = self.get(b + (m, k // v), sc)
                rs = self.get(b + (k // v, n), sc)
            r = self.fresh("mm")
            self.emit("%s = mmaf_scaled %s, %s, %s, %s, %s : %s, %s, %s, %s, "
                      "%s" % (r, lhs.name, rhs.name, acc.name, ls.name,
                              rs.name, lhs.ty, rhs.ty, acc.ty, ls.ty, rs.ty))
            self.features.add("mmaf_scaled")
            return self.add(r, b + (m, n), "f32")
        m, n, k = (1 << self.r.randint(0, 4) for _ in range(3))
        if kind == "i":
            lhs = self.get(b + (m, k), "i8")
            rhs = self.get(b + (k, n), "i8")
            acc = self.get(b + (m, n), "i32")
            r = self.fresh("mm")
            self.emit("%s = mmai %s, %s, %s %s %s : %s, %s, %s" % (
                r, lhs.name, rhs.name, acc.name,
                self.pick(["signed", "unsigned"]),
                self.pick(["signed", "unsigned"]), lhs.ty, rhs.ty, acc.ty))
            self.features.add("mmai")
            return self.add(r, b + (m, n), "i32")
        inp, accs = self.pick([
            ("f16", ["f16", "f32"]), ("bf16", ["f32"]), ("tf32", ["f32"]),
            ("f32", ["f32"]), ("f64", ["f64"]), ("f8E4M3FN", ["f16", "f32"]),
            ("f8E5M2", ["f16", "f32"])])
        ae = self.pick(accs)
        lhs = self.get(b + (m, k), inp)
        rhs = self.get(b + (k, n), inp)
        acc = self.get(b + (m, n), ae)
        r = self.fresh("mm")
        fa = " fast_acc" if self.chance(0.2) else ""
        self.emit("%s = mmaf %s, %s, %s%s : %s, %s, %s" % (
            r, lhs.name, rhs.name, acc.name, fa, lhs.ty, rhs.ty, acc.ty))
        self.features.add("mmaf")
        return self.add(r, b + (m, n), ae)

    # ------------------------------------------------------------ misc
    def op_assume(self):
        if not self.bad(0.7):
            return self.assume_true()
        vals = [v for v in self.visible() if v.elem in INT]
        if not vals:
            return
        v = self.pick(vals)
        s = v.shape
        which = self.pick(["div_by", "bounded", "same_elements"])
        if which == "div_by":
            d = 1 << self.r.randint(0, 6)
            if s and self.chance(0.4):
                along = self.r.randint(0, len(s) - 1)
                every = self.r.randint(0, s[along])
                pred = "div_by<%d, every %d along %d>" % (d, every, along)
            else:
                pred = "div_by<%d>" % d
        elif which == "bounded":
            b = BITS[v.elem]
            lo, hi = -(1 << (b - 1)), (1 << (b - 1)) - 1
            x = self.r.randint(lo, hi) if self.chance(0.5) else \
                self.r.randint(max(lo, -4), min(hi, 4))
            y = self.r.randint(x, min(hi, x + self.pick([0, 1, 10, 1000])))
            pred = "bounded<%s, %s>" % (
                "?" if self.chance(0.2) else x,
                "?" if self.chance(0.2) else y)
        else:
            if not s:
                return
            pred = "same_elements<[%s]>" % ", ".join(
                str(self.r.randint(0, d)) for d in s)
        n = self.fresh("as")
        self.emit("%s = assume %s, %s : %s" % (n, pred, v.name, v.ty))
        self.features.add("assume")
        return self.add(n, s, v.elem)

    def assume_true(self):
        """An assumption that holds: on an iota, a splat, or trivial."""
        which = self.r.randint(0, 2)
        if which == 0:
            elem = self.pick(["i16", "i32", "i64"])
            n = 1 << self.r.randint(1, 7)
            v = self.fresh("io")
            self.emit("%s = iota : %s" % (v, tstr((n,), elem)))
            v = self.add(v, (n,), elem)
            every = 1 << self.r.randint(0, int(math.log2(n)))
            pred = self.pick([
                "div_by<%d, every %d along 0>" % (every, every),
                "bounded<0, %d>" % (n - 1 + self.r.randint(0, 3)),
                "bounded<?, %d>" % (n - 1), "same_elements<[1]>",
                "div_by<1>"])
        elif which == 1:
            shape = self.rand_shape(min_rank=1)
            elem = self.pick(["i8", "i32", "i64"])
            val = self.r.randint(-3, 3) * 16
            v = self.splat(self.int_const(val, elem), shape)
            pred = self.pick([
                "div_by<16>", "bounded<%d, %d>" % (val, val),
                "same_elements<[%s]>" % ", ".join(
                    str(self.r.randint(0, d)) for d in shape)])
        else:
            vals = [x for x in self.visible() if x.elem in INT]
            if not vals:
                return
            v = self.pick(vals)
            b = BITS[v.elem]
            pred = self.pick([
                "div_by<1>", "bounded<?, ?>",
                "bounded<%d, %d>" % (-(1 << (b - 1)), (1 << (b - 1)) - 1)])
            if v.shape and self.chance(0.5):
                pred = "same_elements<[%s]>" % ", ".join("1" for _ in
                                                        v.shape)
        n = self.fresh("as")
        self.emit("%s = assume %s, %s : %s" % (n, pred, v.name, v.ty))
        self.features.add("assume")
        return self.add(n, v.shape, v.elem)
