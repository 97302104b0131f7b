#!/usr/bin/env python3
"""Random well-typed Tile IR kernels for fuzzing tile-run.

    gen_kernel.py SEED [-o FILE.mlir] [--meta FILE.json]

Every kernel is one `cuda_tile.module` with one `entry @k`: pointer
parameters (inputs, an output buffer, an atomics buffer, a view buffer),
sometimes tensor_view parameters, and scalars (view sizes, values,
booleans). The body builds tiles from pointer loads (iota + offset, masks,
padding, deliberate out-of-bounds indices), partition/strided/gather views
over make_tensor_view with dynamic sizes, globals, allocas and constants of
special values, then runs a random chain of ops over random power-of-two
shapes and element types, and stores some results. The generator only emits
what the verifier accepts (ops.md / types-attrs.md rules); run_fuzz.py
checks that with tile-opt.

Besides the text, `generate(seed)` returns metadata the runner needs to make
arguments: the parameters (kind, element type, role), the per-tile-block
span of each buffer and the tensor views whose extents depend on scalar
arguments.
"""

import argparse
import json
import math
import random
import struct
import sys

INT = ["i1", "i8", "i16", "i32", "i64"]
FLT = ["f16", "bf16", "f32", "f64"]
EXOTIC_F = ["tf32", "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN"]
ALLFLT = FLT + EXOTIC_F
BITS = {"i1": 1, "i4": 4, "i8": 8, "i16": 16, "i32": 32, "i64": 64,
        "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 19,
        "f8E4M3FN": 8, "f8E5M2": 8, "f8E8M0FNU": 8, "f4E2M1FN": 4}
# Widths pack/unpack use (tf32 occupies 32 bits there).
PACK_BITS = dict(BITS, tf32=32)
# Element types a pointer / tensor_view may point to (Number: no i4).
POINTEE = INT + ALLFLT
IEEE = ["nearest_even", "zero", "negative_inf", "positive_inf"]
PREDS = ["equal", "not_equal", "less_than", "less_than_or_equal",
         "greater_than", "greater_than_or_equal"]


def is_int(e):
    return e in INT or e == "i4"


def is_flt(e):
    return e in ALLFLT


def tstr(shape, elem):
    return "tile<" + "".join("%dx" % d for d in shape) + elem + ">"


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def elem_ok(shape, elem):
    # f4E2M1FN tiles need an even number of elements (so rank >= 1).
    return elem != "f4E2M1FN" or numel(shape) % 2 == 0


class V:
    """A value in scope: SSA name, tile shape and element type."""

    def __init__(self, name, shape, elem):
        self.name, self.shape, self.elem = name, tuple(shape), elem

    @property
    def ty(self):
        return tstr(self.shape, self.elem)


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed
        self.lines = []
        self.globals = []
        self.counter = 0
        self.depth = 1
        self.scopes = [[]]      # values visible, innermost last
        self.tokens = [[]]      # tokens visible
        self.loop_kind = []     # enclosing region kinds ('if','for','loop')
        self.params = []        # (text, meta dict)
        self.views = []         # tensor views whose extents need arguments
        self.may_hang = False
        self.uses_atomics = False
        self.ptrsrc = []        # pointer sources at top level
        self.block_x = None
        self.features = set()
        # A clean kernel avoids undefined behaviour (so that --check runs it
        # to the end); the others hit it on purpose now and then.
        self.clean = self.r.random() < 0.45
        self.shared_writes = False
        self.grid1 = False

    # ------------------------------------------------------------ basics
    def fresh(self, hint="v"):
        self.counter += 1
        return "%%%s%d" % (hint, self.counter)

    def emit(self, text):
        self.lines.append("  " * (self.depth + 1) + text)

    def add(self, name, shape, elem):
        v = V(name, shape, elem)
        self.scopes[-1].append(v)
        return v

    def visible(self):
        out = []
        for s in self.scopes:
            out.extend(s)
        return out

    def chance(self, p):
        return self.r.random() < p

    def bad(self, p):
        """Whether to do something undefined (never in clean kernels)."""
        return not self.clean and self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    def wpick(self, items):
        total = sum(w for _, w in items)
        x = self.r.random() * total
        for item, w in items:
            x -= w
            if x < 0:
                return item
        return items[-1][0]

    # ------------------------------------------------------------ shapes
    def rand_shape(self, max_elems=256, min_rank=0, max_rank=3):
        rank = self.wpick([(0, 1), (1, 4), (2, 4), (3, 2)])
        rank = max(min_rank, min(max_rank, rank))
        while True:
            shape = tuple(1 << self.r.randint(0, 5) for _ in range(rank))
            if numel(shape) <= max_elems:
                return shape

    def pick_shape(self, min_rank=0, max_rank=3):
        vals = [v for v in self.visible()
                if min_rank <= len(v.shape) <= max_rank]
        if vals and self.chance(0.65):
            return self.pick(vals).shape
        return self.rand_shape(min_rank=min_rank, max_rank=max_rank)

    def pick_elem(self, kinds=None, shape=None):
        kinds = kinds or (INT + FLT)
        kinds = [k for k in kinds if shape is None or elem_ok(shape, k)]
        return self.pick(kinds)

    # ------------------------------------------------------------ literals
    def int_special(self, elem):
        b = BITS[elem]
        lo, hi = -(1 << (b - 1)), (1 << (b - 1)) - 1
        if elem == "i1":
            return self.pick([0, -1])
        cands = [0, 1, -1, 2, 3, 7, lo, hi, lo + 1, hi - 1, b - 1, b, b + 1,
                 self.r.randint(lo, hi), self.r.randint(-8, 8)]
        return max(lo, min(hi, self.pick(cands)))

    def float_bits(self, elem):
        """A bit pattern of `elem`: special values, subnormals, random."""
        b = BITS[elem]
        if elem in ("f16", "f32", "f64", "bf16"):
            fmt = {"f16": "<e", "f32": "<f", "f64": "<d", "bf16": "<f"}[elem]
            ib = {"f16": "<H", "f32": "<I", "f64": "<Q", "bf16": "<I"}[elem]
            width = 16 if elem in ("f16", "bf16") else b
            choice = self.r.randint(0, 9)
            if choice <= 4:
                val = self.pick([0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.25, 100.0,
                                 1e-3, 3.14159, 65504.0, 1e30, -7.0, 1.5])
                try:
                    bits = struct.unpack(ib, struct.pack(fmt, val))[0]
                except OverflowError:
                    bits = 0x7C00
                if elem == "bf16":
                    bits >>= 16
                return bits
            exp_bits = {"f16": 5, "bf16": 8, "f32": 8, "f64": 11}[elem]
            man = width - 1 - exp_bits
            sign = self.r.randint(0, 1) << (width - 1)
            expmax = ((1 << exp_bits) - 1) << man
            pat = self.pick([
                expmax,                            # inf
                expmax | (1 << (man - 1)),         # quiet NaN
                expmax | 1,                        # signalling NaN
                1,                                 # smallest subnormal
                (1 << man) - 1,                    # largest subnormal
                1 << man,                          # smallest normal
                expmax - 1,                        # largest finite
                self.r.getrandbits(width - 1),     # anything
            ])
            return sign | pat
        return self.r.getrandbits(b)

    def lit(self, elem):
        if elem == "i1":
            return self.pick(["true", "false"])
        if is_int(elem):
            return str(self.int_special(elem))
        bits = self.float_bits(elem)
        digits = (BITS[elem] + 3) // 4
        return "0x%0*X" % (digits, bits)

    def const(self, shape, elem):
        name = self.fresh("c")
        if len(shape) == 0 or self.chance(0.4):
            body = self.lit(elem)
        else:
            def nest(dims):
                if not dims:
                    return self.lit(elem)
                return "[" + ", ".join(nest(dims[1:])
                                       for _ in range(dims[0])) + "]"
            body = nest(list(shape))
        self.emit("%s = constant <%s: %s> : %s" % (name, elem, body,
                                                    tstr(shape, elem)))
        return self.add(name, shape, elem)

    def int_const(self, value, elem="i32", shape=()):
        name = self.fresh("c")
        lit = ("true" if value else "false") if elem == "i1" else str(value)
        self.emit("%s = constant <%s: %s> : %s" % (name, elem, lit,
                                                    tstr(shape, elem)))
        return self.add(name, shape, elem)

    # ------------------------------------------------------------ getting values
    def get(self, shape, elem, fresh_ok=True):
        """A value of tile<shape x elem>: reused, derived or a constant."""
        shape = tuple(shape)
        vis = self.visible()
        same = [v for v in vis if v.shape == shape and v.elem == elem]
        if same and self.chance(0.7):
            return self.pick(same)
        r = self.r.random()
        if r < 0.3:
            src = [v for v in vis if v.shape == shape and v.elem != elem
                   and v.elem != "ptr"]
            if src:
                return self.convert(self.pick(src), elem)
        elif r < 0.45 and elem != "i4":
            src = [v for v in vis if v.elem == elem and v.shape != shape
                   and numel(v.shape) == numel(shape)]
            if src:
                return self.reshape(self.pick(src), shape)
        elif r < 0.55:
            src = [v for v in vis if v.elem == elem and len(v.shape) ==
                   len(shape) and v.shape != shape and
                   all(a == 1 or a == b for a, b in zip(v.shape, shape))]
            if src:
                return self.broadcast(self.pick(src), shape)
        if same:
            return self.pick(same)
        if elem == "i4":
            return self.convert(self.const(shape, self.pick(["i8", "i16"])),
                                "i4")
        if elem == "tf32":
            return self.convert(self.get(shape, "f32"), "tf32")
        return self.const(shape, elem)

    def scalar_i32(self, small=True):
        """A rank-0 i32: a block id, a scalar argument or a constant."""
        vis = [v for v in self.visible() if v.shape == () and v.elem == "i32"]
        if vis and self.chance(0.4):
            return self.pick(vis)
        val = self.r.randint(0, 3) if small else self.int_special("i32")
        return self.int_const(val)

    def splat(self, scalar, shape):
        """Broadcast a rank-0 value to `shape`."""
        if not shape:
            return scalar
        ones = (1,) * len(shape)
        r = self.reshape(scalar, ones)
        if ones == tuple(shape):
            return r
        return self.broadcast(r, shape)

    # ------------------------------------------------------------ simple derivations
    def reshape(self, v, shape):
        if tuple(shape) == v.shape:
            return v
        name = self.fresh("rs")
        self.emit("%s = reshape %s : %s -> %s" % (name, v.name, v.ty,
                                                   tstr(shape, v.elem)))
        return self.add(name, shape, v.elem)

    def broadcast(self, v, shape):
        if tuple(shape) == v.shape:
            return v
        name = self.fresh("bc")
        self.emit("%s = broadcast %s : %s -> %s" % (name, v.name, v.ty,
                                                     tstr(shape, v.elem)))
        return self.add(name, shape, v.elem)

    def convert(self, v, elem):
        """Any element type to any other, with one or two conversions."""
        if v.elem == elem:
            return v
        s = v.shape
        src = v.elem
        name = self.fresh("cv")
        if is_int(src) and is_int(elem):
            if BITS[elem] > BITS[src]:
                sg = self.pick(["signed", "unsigned"])
                self.emit("%s = exti %s %s : %s -> %s" % (
                    name, v.name, sg, v.ty, tstr(s, elem)))
            else:
                ov = self.wpick([("", 6), (" overflow<no_signed_wrap>", 1),
                                 (" overflow<no_unsigned_wrap>", 1),
                                 (" overflow<no_wrap>", 1)]) \
                    if self.bad(0.5) else ""
                self.emit("%s = trunci %s%s : %s -> %s" % (
                    name, v.name, ov, v.ty, tstr(s, elem)))
            return self.add(name, s, elem)
        if is_int(src):
            if src == "i4":
                return self.convert(self.convert(v, "i8"), elem)
            if elem == "f8E8M0FNU" or elem == "i4":
                return self.convert(self.convert(v, "f32"), elem)
            if elem == "f4E2M1FN" and not elem_ok(s, elem):
                raise AssertionError("f4 shape")
            if BITS[src] == BITS[elem] and self.chance(0.3) and elem in FLT:
                self.emit("%s = bitcast %s : %s -> %s" % (
                    name, v.name, v.ty, tstr(s, elem)))
                return self.add(name, s, elem)
            sg = self.pick(["signed", "unsigned"])
            self.emit("%s = itof %s %s : %s -> %s" % (
                name, v.name, sg, v.ty, tstr(s, elem)))
            return self.add(name, s, elem)
        # float source
        if is_int(elem):
            if elem == "i4":
                return self.convert(self.convert(v, "i8"), "i4")
            if BITS[src] == BITS[elem] and self.chance(0.3) and \
                    src in FLT + ["f8E4M3FN", "f8E5M2", "f8E8M0FNU"]:
                self.emit("%s = bitcast %s : %s -> %s" % (
                    name, v.name, v.ty, tstr(s, elem)))
                return self.add(name, s, elem)
            sg = self.pick(["signed", "unsigned"])
            if not self.bad(0.5):
                v = self.clamp_for_ftoi(v, elem, sg)
            self.emit("%s = ftoi %s %s : %s -> %s" % (
                name, v.name, sg, v.ty, tstr(s, elem)))
            return self.add(name, s, elem)
        if elem == "f8E8M0FNU":
            rnd = " rounding<%s>" % self.pick(["zero", "positive_inf"])
        else:
            rnd = ""
        self.emit("%s = ftof %s%s : %s -> %s" % (
            name, v.name, rnd, v.ty, tstr(s, elem)))
        return self.add(name, s, elem)

    def clamp_for_ftoi(self, v, elem, sg):
        """minf(maxf(v, lo), hi) in a base float type: in range, no NaN."""
        if v.elem not in FLT:
            v = self.convert(v, "f32")
        if elem == "i1":
            lo, hi = (-1, 0) if sg == "signed" else (0, 1)
        else:
            lo, hi = (-100, 100) if sg == "signed" else (0, 100)
        t = v.elem
        c_lo = self.splat(self.fconst(lo, t), v.shape)
        c_hi = self.splat(self.fconst(hi, t), v.shape)
        return self.binop("minf", self.binop("maxf", v, c_lo), c_hi)

    def fconst(self, value, elem):
        name = self.fresh("c")
        self.emit("%s = constant <%s: %.6e> : %s" % (name, elem, value,
                                                      tstr((), elem)))
        return self.add(name, (), elem)

    # ------------------------------------------------------------ kernel params
    def param(self, text, meta):
        idx = len(self.params)
        name = "%%arg%d" % idx
        self.params.append(("%s: %s" % (name, text), meta))
        return name, idx

    # ------------------------------------------------------------ pointer tiles
    def ptr_tile(self, src, shape, oob=False, with_block=True,
                 store=False, reserve=0):
        """A tile of pointers into `src` (dict: name, elem, span, idx)."""
        elem = src["elem"]
        pty = "ptr<%s>" % elem
        n = numel(shape)
        span = src["span"]
        stride = 1
        if n * 2 + reserve <= span and self.chance(0.2):
            stride = 2
        extent = (n - 1) * stride + 1
        base = self.r.randint(0, max(0, span - extent - reserve))
        if oob:
            base = self.pick([span - extent + self.r.randint(1, 4), -1,
                              -n, span * 8 + 5, -(1 << 20)])
        oelem = self.pick(["i32", "i32", "i64", "i16"])
        if oelem == "i16" and (base > 30000 or base < -30000):
            oelem = "i32"
        # offsets = iota * stride + base (+ block_x * span)
        if n == 1 or (self.chance(0.1) and not (store and self.clean)):
            offs = self.int_const(base, oelem, ())
            if shape:
                # (n > 1: every lane has the same address)
                offs = self.splat(offs, shape)
        else:
            io = self.fresh("io")
            self.emit("%s = iota : %s" % (io, tstr((n,), oelem)))
            offs = self.add(io, (n,), oelem)
            if stride != 1:
                sc = self.splat(self.int_const(stride, oelem), (n,))
                nm = self.fresh("mul")
                self.emit("%s = muli %s, %s : %s" % (nm, offs.name, sc.name,
                                                     offs.ty))
                offs = self.add(nm, (n,), oelem)
            if base:
                bs = self.splat(self.int_const(base, oelem), (n,))
                nm = self.fresh("add")
                self.emit("%s = addi %s, %s : %s" % (nm, offs.name, bs.name,
                                                     offs.ty))
                offs = self.add(nm, (n,), oelem)
            offs = self.reshape(offs, shape)
            if len(shape) >= 2 and self.chance(0.2) and \
                    len(set(shape)) == 1:
                perm = list(range(len(shape)))
                self.r.shuffle(perm)
                nm = self.fresh("pm")
                self.emit("%s = permute %s [%s] : %s -> %s" % (
                    nm, offs.name, ", ".join(map(str, perm)), offs.ty,
                    tstr(shape, oelem)))
                offs = self.add(nm, shape, oelem)
        if with_block and src.get("blocked") and self.block_x is not None:
            bx = self.convert(self.block_x, oelem) if oelem != "i32" \
                else self.block_x
            sp = self.int_const(span, oelem)
            nm = self.fresh("bo")
            self.emit("%s = muli %s, %s : %s" % (nm, bx.name, sp.name,
                                                 tstr((), oelem)))
            bo = self.add(nm, (), oelem)
            bo = self.splat(bo, shape)
            nm = self.fresh("add")
            self.emit("%s = addi %s, %s : %s" % (nm, offs.name, bo.name,
                                                 tstr(shape, oelem)))
            offs = self.add(nm, shape, oelem)
        # pointer tile
        p = src["name"]
        if shape:
            ones = (1,) * len(shape)
            rp = self.fresh("rp")
            self.emit("%s = reshape %s : tile<%s> -> %s" % (
                rp, p, pty, tstr(ones, pty)))
            if ones != tuple(shape):
                bp = self.fresh("bp")
                self.emit("%s = broadcast %s : %s -> %s" % (
                    bp, rp, tstr(ones, pty), tstr(shape, pty)))
                rp = bp
            p = rp
        q = self.fresh("pt")
        self.emit("%s = offset %s, %s : %s, %s -> %s" % (
            q, p, offs.name, tstr(shape, pty), offs.ty, tstr(shape, pty)))
        return q, offs

    def mask_for(self, offs, shape):
        """An i1 mask over `shape`: comparisons with a scalar, constants."""
        if self.chance(0.3):
            return self.const(shape, "i1")
        sc = [v for v in self.visible() if v.shape == () and
              v.elem == offs.elem]
        if sc and self.chance(0.6):
            lim = self.pick(sc)
        else:
            lim = self.int_const(self.r.randint(0, numel(shape) + 2),
                                 offs.elem)
        ls = self.splat(lim, shape)
        m = self.fresh("mk")
        pred = self.pick(PREDS)
        sg = self.pick(["signed", "unsigned"])
        self.emit("%s = cmpi %s %s, %s, %s : %s -> %s" % (
            m, pred, offs.name, ls.name, sg, offs.ty, tstr(shape, "i1")))
        return self.add(m, shape, "i1")

    def token_opt(self, sep="="):
        toks = [t for s in self.tokens for t in s]
        if toks and self.chance(0.4):
            t = self.pick(toks)
            return " token%s%s" % (sep if sep == "=" else " = ", t)
        return ""

    def add_token(self, t):
        self.tokens[-1].append(t)

    def load_order(self):
        return self.wpick([("weak", 6), ("relaxed " + self.scope(), 1),
                           ("acquire " + self.scope(), 1)])

    def store_order(self):
        return self.wpick([("weak", 6), ("relaxed " + self.scope(), 1),
                           ("release " + self.scope(), 1)])

    def scope(self):
        return self.pick(["tl_blk", "device", "sys"])

    def hints(self):
        if self.chance(0.1):
            return " optimization_hints = <sm_100 = {latency = %d}>" % \
                self.r.randint(1, 9)
        return ""

    # ------------------------------------------------------------ memory ops
    def op_load_ptr(self):
        srcs = [s for s in self.ptrsrc if s.get("readable", True)]
        if not srcs:
            return
        src = self.pick(srcs)
        elem = src["elem"]
        shape = self.pick_shape()
        while numel(shape) > src["span"] or not elem_ok(shape, elem):
            shape = self.rand_shape(max_elems=src["span"], min_rank=1)
        oob = self.bad(0.1)
        q, offs = self.ptr_tile(src, shape, oob=oob)
        pty = tstr(shape, "ptr<%s>" % elem)
        ops, tys = [q], [pty]
        if self.chance(0.4):
            m = self.mask_for(offs, shape)
            ops.append(m.name)
            tys.append(m.ty)
            if self.chance(0.5):
                pad = self.get(shape, elem)
                ops.append(pad.name)
                tys.append(pad.ty)
        res, tok = self.fresh("ld"), self.fresh("tk")
        self.emit("%s, %s = load_ptr_tko %s %s%s%s : %s -> %s, token" % (
            res, tok, self.load_order(), ", ".join(ops), self.token_opt(),
            self.hints(), ", ".join(tys), tstr(shape, elem)))
        self.add_token(tok)
        self.features.add("load_ptr")
        return self.add(res, shape, elem)

    def store_value(self, v, src, oob=False, masked=None):
        """Store `v` (converted to the buffer's element type) through `src`."""
        elem = src["elem"]
        if not elem_ok(v.shape, elem):
            return
        v = self.convert(v, elem)
        shape = v.shape
        order = self.store_order()
        if order != "weak" or not src.get("blocked"):
            self.shared_writes = True
        q, offs = self.ptr_tile(src, shape, oob=oob and not self.clean,
                                store=True)
        pty = tstr(shape, "ptr<%s>" % elem)
        ops, tys = [q, v.name], [pty, v.ty]
        if masked or (masked is None and self.chance(0.3)):
            m = self.mask_for(offs, shape)
            ops.append(m.name)
            tys.append(m.ty)
        tok = self.fresh("tk")
        self.emit("%s = store_ptr_tko %s %s%s%s : %s -> token" % (
            tok, order, ", ".join(ops), self.token_opt(),
            self.hints(), ", ".join(tys)))
        self.add_token(tok)
        self.features.add("store_ptr")

    def op_store_mid(self):
        outs = [s for s in self.ptrsrc if s.get("writable")]
        vals = [v for v in self.visible() if v.elem != "ptr" and
                numel(v.shape) <= 256]
        if not outs or not vals:
            return
        src = self.pick(outs)
        v = self.pick(vals)
        if numel(v.shape) > src["span"]:
            return
        self.store_value(v, src, oob=self.bad(0.05))

    def op_atomic(self):
        accs = [s for s in self.ptrsrc if s.get("atomic")]
        if not accs:
            return
        src = self.pick(accs)
        elem = src["elem"]
        shape = self.pick_shape(max_rank=2)
        while numel(shape) > src["span"]:
            shape = self.rand_shape(max_elems=src["span"])
        q, offs = self.ptr_tile(src, shape, oob=self.bad(0.05))
        pty = tstr(shape, "ptr<%s>" % elem)
        ordr = self.pick(["relaxed", "acquire", "release", "acq_rel"])
        scope = self.scope()
        val = self.get(shape, elem)
        mask = None
        if self.chance(0.3):
            mask = self.mask_for(offs, shape)
        res, tok = self.fresh("at"), self.fresh("tk")
        mtxt = (", " + mask.name) if mask else ""
        mty = (", " + mask.ty) if mask else ""
        if self.chance(0.3):
            cmp = self.get(shape, elem)
            self.emit("%s, %s = atomic_cas_tko %s %s %s, %s, %s%s%s : "
                      "%s, %s%s -> %s, token" % (
                          res, tok, ordr, scope, q, cmp.name, val.name, mtxt,
                          self.token_opt(), pty, val.ty, mty, val.ty))
        else:
            if is_int(elem):
                mode = self.pick(["and", "or", "xor", "add", "max", "min",
                                  "umax", "umin", "xchg"])
            else:
                mode = self.pick(["addf", "addf", "xchg"])
            self.emit("%s, %s = atomic_rmw_tko %s %s %s, %s, %s%s%s : "
                      "%s, %s%s -> %s, token" % (
                          res, tok, ordr, scope, q, mode, val.name, mtxt,
                          self.token_opt(), pty, val.ty, mty, val.ty))
        self.add_token(tok)
        self.uses_atomics = True
        self.features.add("atomic")
        return self.add(res, shape, elem)

    # views -------------------------------------------------------------
    def make_tview(self, src, rank):
        """make_tensor_view over pointer `src` with some dynamic sizes."""
        elem = src["elem"]
        dims, dimtxt, dyn = [], [], []
        scal = [p for p in self.dimparams]
        dtype = self.pick(["i32", "i64"]) if scal else None
        for d in range(rank):
            if scal and self.chance(0.6):
                cands = [p for p in scal if p[1] == dtype]
                if cands:
                    p = self.pick(cands)
                    dims.append(("arg", p[2]))
                    dimtxt.append(p[0])
                    dyn.append("?")
                    continue
            c = self.pick([1, 3, 4, 5, 8, 16, 17])
            dims.append(c)
            dimtxt.append(str(c))
            dyn.append(str(c))
        # row-major strides over the static dims (a dynamic dim gets 32)
        strides, strtxt, sdyn = [], [], []
        acc = 1
        for d in reversed(range(rank)):
            strides.insert(0, acc)
            strtxt.insert(0, str(acc))
            sdyn.insert(0, str(acc))
            acc *= dims[d] if isinstance(dims[d], int) else 32
        if scal and (self.chance(0.2) or self.bad(0.3)) and rank >= 1:
            cands = [p for p in scal if p[1] == dtype]
            if cands:
                p = self.pick(cands)
                strides[0] = ("arg", p[2])
                strtxt[0] = p[0]
                sdyn[0] = "?"
        name = self.fresh("tv")
        ty = "tensor_view<%s%s%s>" % (
            "".join(x + "x" for x in dyn), elem,
            (", strides=[%s]" % ",".join(sdyn)) if rank else "")
        hasdyn = "?" in dyn or "?" in sdyn
        self.emit("%s = make_tensor_view %s, shape = [%s], strides = [%s] : "
                  "%s%s" % (name, src["name"], ", ".join(dimtxt),
                            ", ".join(strtxt),
                            ("tile<%s> -> " % dtype) if hasdyn else "", ty))
        self.views.append({"ptr": src["idx"], "shape": dims,
                           "strides": strides})
        return name, ty, dims

    def tile_for_view(self, rank, elem):
        while True:
            shape = tuple(1 << self.r.randint(0, 4) for _ in range(rank))
            if numel(shape) <= 256 and elem_ok(shape, elem):
                return shape

    def view_indices(self, count, itype=None):
        itype = itype or self.pick(["i32", "i32", "i64", "i16", "i8"])
        idx = []
        for _ in range(count):
            if self.block_x is not None and self.chance(0.3) and \
                    not self.clean:
                idx.append(self.convert(self.block_x, itype))
            else:
                v = self.r.randint(0, 3) if not self.clean else 0
                if self.bad(0.1):
                    b = BITS[itype]
                    v = self.pick([-1, 1000, 1 << 30, (1 << (b - 1)) - 1,
                                   -(1 << (b - 1)), (1 << (b - 2)) + 1])
                if itype == "i8":
                    v = max(-128, min(127, v))
                if itype == "i16":
                    v = max(-32768, min(32767, v))
                idx.append(self.int_const(v, itype))
        return idx, itype

    def op_load_view(self, store=False):
        srcs = [s for s in self.ptrsrc if s.get("viewable")] + \
            [s for s in self.tvparams]
        if not srcs:
            return
        src = self.pick(srcs)
        elem = src["elem"]
        if src.get("tview"):
            tvname, tvty, rank = src["name"], src["type"], src["rank"]
        else:
            rank = self.pick([1, 1, 2, 2, 3])
            tvname, tvty, _ = self.make_tview(src, rank)
        if rank == 0:
            return
        kind = self.wpick([("partition", 6), ("strided", 2), ("gather", 1)])
        tshape = self.tile_for_view(rank, elem)
        pad = ""
        if self.chance(0.4) and not store:
            pads = ["zero"] + (["neg_zero", "nan", "pos_inf", "neg_inf"]
                               if is_flt(elem) else [])
            pad = "padding_value = %s, " % self.pick(pads)
        tdims = "x".join(map(str, tshape))
        dmap = ""
        if rank >= 2 and kind != "gather" and self.chance(0.3):
            perm = list(range(rank))
            self.r.shuffle(perm)
            if perm != list(range(rank)):
                dmap = ", dim_map=[%s]" % ", ".join(map(str, perm))
        if kind == "partition":
            vty = "partition_view<tile=(%s), %s%s%s>" % (tdims, pad, tvty,
                                                         dmap)
            op = "make_partition_view"
        elif kind == "strided":
            ts = [self.pick([1, 2, 3, 4, 8, 16]) for _ in range(rank)]
            vty = "strided_view<tile=(%s), traversal_strides=[%s], %s%s%s>" % (
                tdims, ",".join(map(str, ts)), pad, tvty, dmap)
            op = "make_strided_view"
        else:
            sd = self.r.randint(0, rank - 1)
            vty = "gather_scatter_view<tile=(%s), %s%s, sparse_dim=%d>" % (
                tdims, pad, tvty, sd)
            op = "make_gather_scatter_view"
        vname = self.fresh("pv")
        self.emit("%s = %s %s : %s" % (vname, op, tvname, vty))
        if self.chance(0.2):
            n = self.fresh("is")
            ity = self.pick(["i32", "i64"])
            self.emit("%s:%d = get_index_space_shape %s : %s -> tile<%s>" % (
                n, rank, vname, vty, ity))
            for i in range(rank):
                self.add("%s#%d" % (n, i), (), ity)
        if kind == "gather":
            itype = self.pick(["i32", "i64"])
            idx, _ = self.view_indices(rank, itype)
            n = tshape[sd]
            rows = self.get((n,), itype) if self.bad(0.4) else None
            if rows is None:
                io = self.fresh("io")
                self.emit("%s = iota : %s" % (io, tstr((n,), itype)))
                rows = self.add(io, (n,), itype)
            idx[sd] = rows
            itys = ", ".join(v.ty for v in idx)
        else:
            idx, itype = self.view_indices(rank)
            itys = tstr((), itype)
        ilist = ", ".join(v.name for v in idx)
        vt = tstr(tshape, elem)
        if store:
            self.shared_writes = True
            self.grid1 = True
            val = self.get(tshape, elem)
            tok = self.fresh("tk")
            self.emit("%s = store_view_tko %s %s, %s[%s]%s%s : %s, %s, %s -> "
                      "token" % (tok, self.store_order(), val.name, vname,
                                 ilist, self.token_opt(" = "), self.hints(),
                                 vt, vty, itys))
            self.add_token(tok)
            self.features.add("store_view_" + kind)
            return
        if src.get("atomic") and kind != "gather" and not pad and \
                self.chance(0.5):
            mode = self.pick(["add", "and", "or", "xor", "max", "min",
                              "umax", "umin"] if is_int(elem) else ["addf"])
            val = self.get(tshape, elem)
            tok = self.fresh("tk")
            self.emit("%s = atomic_red_view_tko relaxed %s %s[%s], %s, %s%s"
                      " : %s, %s, %s -> token" % (
                          tok, self.pick(["tl_blk", "device"]), vname, ilist,
                          mode, val.name, self.token_opt(" = "), vt, vty,
                          itys))
            self.add_token(tok)
            self.uses_atomics = True
            self.shared_writes = True
            self.features.add("atomic_red_view")
            return
        res, tok = self.fresh("lv"), self.fresh("tk")
        self.emit("%s, %s = load_view_tko %s %s[%s]%s%s : %s, %s -> %s, "
                  "token" % (res, tok, self.load_order(), vname, ilist,
                             self.token_opt(" = "), self.hints(), vty, itys,
                             vt))
        self.add_token(tok)
        self.features.add("load_view_" + kind)
        return self.add(res, tshape, elem)

    # ------------------------------------------------------------ arithmetic
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
    def cond_scalar(self):
        vis = [v for v in self.visible() if v.shape == () and v.elem == "i1"]
        if vis and self.chance(0.6):
            return self.pick(vis)
        ints = [v for v in self.visible() if v.shape == () and v.elem in INT]
        if ints and self.chance(0.7):
            a = self.pick(ints)
            b = self.get((), a.elem)
            n = self.fresh("cmp")
            self.emit("%s = cmpi %s %s, %s, %s : %s -> tile<i1>" % (
                n, self.pick(PREDS), a.name, b.name,
                self.pick(["signed", "unsigned"]), a.ty))
            return self.add(n, (), "i1")
        return self.int_const(self.r.randint(0, 1), "i1")

    def body(self, count, kind):
        self.depth += 1
        self.scopes.append([])
        self.tokens.append([])
        self.loop_kind.append(kind)
        self.gen_ops(count)

    def end_body(self):
        self.depth -= 1
        self.scopes.pop()
        self.tokens.pop()
        self.loop_kind.pop()

    def result_types(self):
        vals = [v for v in self.visible() if v.elem != "ptr" and
                numel(v.shape) <= 64]
        k = self.r.randint(0, 2)
        if not vals:
            return []
        return [(v.shape, v.elem) for v in (self.pick(vals)
                                            for _ in range(k))]

    def yield_values(self, types):
        return [self.get(s, e) for s, e in types]

    def op_if(self):
        if self.depth > 3:
            return
        c = self.cond_scalar()
        types = self.result_types()
        head = self.fresh("if")
        res = ""
        if types:
            res = (head if len(types) == 1 else "%s:%d" % (head, len(types)))
            res += " = "
        tys = ", ".join(tstr(s, e) for s, e in types)
        self.emit("%sif %s%s {" % (res, c.name, (" -> (%s)" % tys)
                                   if types else ""))
        self.body(self.r.randint(0, 3), "if")
        ex = None
        if not types and self.in_entry_chain() and self.chance(0.05):
            ex = "return"
        if ex:
            self.emit("return")
        elif types:
            ys = self.yield_values(types)
            self.emit("yield %s : %s" % (", ".join(y.name for y in ys), tys))
        self.end_body()
        if types or self.chance(0.5):
            self.emit("} else {")
            self.body(self.r.randint(0, 3), "if")
            if types:
                ys = self.yield_values(types)
                self.emit("yield %s : %s" % (", ".join(y.name for y in ys),
                                             tys))
            self.end_body()
        self.emit("}")
        self.features.add("if")
        out = []
        for i, (s, e) in enumerate(types):
            nm = head if len(types) == 1 else "%s#%d" % (head, i)
            out.append(self.add(nm, s, e))
        return out[0] if out else None

    def in_entry_chain(self):
        return all(k == "if" for k in self.loop_kind)

    def op_for(self):
        if self.depth > 3:
            return
        bt = self.pick(["i32", "i32", "i64", "i16", "i8"])
        unsigned = self.chance(0.2)
        b = BITS[bt]
        hi = (1 << (b - 1)) - 1
        trips = self.r.randint(0, 4)
        step = self.pick([1, 1, 2, 3])
        if self.bad(0.15):
            lb = min(hi, hi - step * trips + 1 - self.r.randint(0, step))
        else:
            lb = self.r.randint(-3, 3)
        ub = lb + trips * step
        if ub > hi:
            ub = hi
        if unsigned and lb < 0:
            lb, ub = 0, trips * step
        if lb + (trips + 1) * step > hi:
            # the induction variable would wrap past ub: let it be
            self.may_hang = True
        lbv = self.int_const(lb, bt)
        ubv = self.int_const(ub, bt)
        if self.bad(0.1):
            # a bound from a scalar argument: unknown trip count
            vis = [v for v in self.visible() if v.shape == () and
                   v.elem == bt and v.name.startswith("%arg")]
            if vis:
                ubv = self.pick(vis)
                self.may_hang = True
        stv = self.int_const(step, bt)
        types = self.result_types()
        inits = self.yield_values(types)
        iv = self.fresh("iv")
        head = self.fresh("for")
        iters = []
        for i, v in enumerate(inits):
            iters.append((self.fresh("it"), v))
        res = ""
        if types:
            res = (head if len(types) == 1 else "%s:%d" % (head, len(types)))
            res += " = "
        itxt = ""
        tys = ", ".join(tstr(s, e) for s, e in types)
        if types:
            itxt = " iter_values(%s) -> (%s)" % (
                ", ".join("%s = %s" % (n, v.name) for n, v in iters), tys)
        self.emit("%sfor %s%s in (%s to %s, step %s) : %s%s {" % (
            res, "unsigned " if unsigned else "", iv, lbv.name, ubv.name,
            stv.name, tstr((), bt), itxt))
        self.body(0, "for")
        self.add(iv, (), bt)
        for (n, v) in iters:
            self.add(n, v.shape, v.elem)
        self.gen_ops(self.r.randint(0, 4))
        if self.chance(0.2):
            # an early continue from an if
            c = self.cond_scalar()
            self.emit("if %s {" % c.name)
            self.body(0, "if")
            self.gen_ops(self.r.randint(0, 2))
            if types:
                ys = self.yield_values(types)
                self.emit("continue %s : %s" % (
                    ", ".join(y.name for y in ys), tys))
            else:
                self.emit("continue")
            self.end_body()
            self.emit("}")
        if types:
            ys = self.yield_values(types)
            self.emit("continue %s : %s" % (", ".join(y.name for y in ys),
                                            tys))
        self.end_body()
        self.emit("}")
        self.features.add("for")
        out = []
        for i, (s, e) in enumerate(types):
            nm = head if len(types) == 1 else "%s#%d" % (head, i)
            out.append(self.add(nm, s, e))
        return out[0] if out else None

    def op_loop(self):
        if self.depth > 3:
            return
        types = self.result_types()
        inits = self.yield_values(types)
        limit = self.r.randint(0, 4)
        cnt = self.fresh("it")
        iters = [(cnt, V("", (), "i32"))]
        zero = self.int_const(0)
        init_txt = ["%s = %s" % (cnt, zero.name)]
        for v in inits:
            n = self.fresh("it")
            iters.append((n, v))
            init_txt.append("%s = %s" % (n, v.name))
        ity = ", ".join([tstr((), "i32")] + [v.ty for v in inits])
        rtypes = types if types else []
        rty = ", ".join(tstr(s, e) for s, e in rtypes)
        head = self.fresh("loop")
        res = ""
        if rtypes:
            res = (head if len(rtypes) == 1 else "%s:%d" % (head, len(rtypes)))
            res += " = "
        self.emit("%sloop iter_values(%s) : %s%s {" % (
            res, ", ".join(init_txt), ity, (" -> " + rty) if rtypes else ""))
        self.body(0, "loop")
        self.add(cnt, (), "i32")
        for (n, v) in iters[1:]:
            self.add(n, v.shape, v.elem)
        lim = self.int_const(limit)
        c = self.fresh("cmp")
        self.emit("%s = cmpi greater_than_or_equal %s, %s, signed : "
                  "tile<i32> -> tile<i1>" % (c, cnt, lim.name))
        self.emit("if %s {" % c)
        self.body(0, "if")
        if rtypes:
            ys = self.yield_values(rtypes)
            self.emit("break %s : %s" % (", ".join(y.name for y in ys), rty))
        else:
            self.emit("break")
        self.end_body()
        self.emit("}")
        self.gen_ops(self.r.randint(0, 3))
        one = self.int_const(1)
        nx = self.fresh("nx")
        self.emit("%s = addi %s, %s : tile<i32>" % (nx, cnt, one.name))
        nvals = [nx] + [self.get(v.shape, v.elem).name for _, v in iters[1:]]
        self.emit("continue %s : %s" % (", ".join(nvals), ity))
        self.end_body()
        self.emit("}")
        self.features.add("loop")
        out = []
        for i, (s, e) in enumerate(rtypes):
            nm = head if len(rtypes) == 1 else "%s#%d" % (head, i)
            out.append(self.add(nm, s, e))
        return out[0] if out else None

    # ------------------------------------------------------------ driver
    OPS = [
        ("op_int_bin", 8), ("op_int_un", 2), ("op_cmp", 4), ("op_flt_bin", 8),
        ("op_flt_un", 6), ("op_select", 3), ("op_convert", 6),
        ("op_bitcast", 1), ("op_shape", 6), ("op_iota", 1), ("op_pack", 1),
        ("op_reduce", 3), ("op_scan", 2), ("op_mma", 2), ("op_assume", 2),
        ("op_assume_ptr", 0.3), ("op_print", 0.5), ("op_assert", 0.4),
        ("op_tokens", 0.5), ("op_load_ptr", 4), ("op_load_view", 3),
        ("op_store_view", 1), ("op_store_mid", 1), ("op_atomic", 1.5),
        ("op_ptr_int", 0.3), ("op_grid", 0.3), ("op_if", 1.5),
        ("op_for", 1.5), ("op_loop", 1), ("op_ptr_shape", 1),
        ("op_ptr_loop", 1), ("op_view_misc", 0.5),
    ]

    def op_scan(self):
        return self.op_reduce(scan=True)

    def op_store_view(self):
        return self.op_load_view(store=True)

    def gen_ops(self, count):
        for _ in range(count):
            name = self.wpick(self.OPS)
            getattr(self, name)()

    def build(self):
        r = self.r
        # parameters
        self.dimparams = []
        self.tvparams = []
        ninputs = r.randint(1, 3)
        for i in range(ninputs):
            elem = self.pick(POINTEE if self.chance(0.2) else INT + FLT)
            span = self.pick([64, 128, 256, 256])
            name, idx = self.param("tile<ptr<%s>>" % elem,
                                   {"kind": "ptr", "elem": elem, "span": span,
                                    "role": "in"})
            self.ptrsrc.append({"name": name, "elem": elem, "span": span,
                                "idx": idx, "blocked": self.chance(0.5),
                                "viewable": True, "param": True})
        oelem = self.pick(POINTEE if self.chance(0.2) else INT + FLT)
        name, idx = self.param("tile<ptr<%s>>" % oelem,
                               {"kind": "ptr", "elem": oelem, "span": 256,
                                "role": "out"})
        self.ptrsrc.append({"name": name, "elem": oelem, "span": 256,
                            "idx": idx, "blocked": True, "writable": True,
                            "param": True})
        self.out_src = self.ptrsrc[-1]
        if self.chance(0.5):
            aelem = self.pick(["i32", "i64", "f32", "f64"])
            name, idx = self.param("tile<ptr<%s>>" % aelem,
                                   {"kind": "ptr", "elem": aelem, "span": 64,
                                    "role": "atomic"})
            self.ptrsrc.append({"name": name, "elem": aelem, "span": 64,
                                "idx": idx, "blocked": self.chance(0.5),
                                "atomic": True, "viewable": True,
                                "param": True})
        if self.chance(0.3):
            # a view-only output buffer
            velem = self.pick(INT + FLT)
            name, idx = self.param("tile<ptr<%s>>" % velem,
                                   {"kind": "ptr", "elem": velem, "span": 64,
                                    "role": "view"})
            self.ptrsrc.append({"name": name, "elem": velem, "span": 64,
                                "idx": idx, "viewable": True, "param": True})
        if self.chance(0.25):
            telem = self.pick(INT + FLT)
            rank = self.pick([1, 2, 2, 3])
            dims = [self.pick(["?", "4", "8", "5"]) for _ in range(rank)]
            strides = [self.pick(["?"]) if i < rank - 1 else "1"
                       for i in range(rank)]
            ty = "tensor_view<%s%s, strides=[%s]>" % (
                "".join(d + "x" for d in dims), telem, ",".join(strides))
            name, idx = self.param(ty, {"kind": "tview", "elem": telem,
                                        "dims": dims, "strides": strides})
            self.tvparams.append({"name": name, "elem": telem, "rank": rank,
                                  "type": ty, "tview": True, "idx": idx})
        for i in range(r.randint(1, 3)):
            dtype = self.pick(["i32", "i64"])
            name, idx = self.param("tile<%s>" % dtype,
                                   {"kind": "scalar", "elem": dtype,
                                    "role": "dim"})
            self.dimparams.append((name, dtype, idx))
            self.add(name, (), dtype)
        for i in range(r.randint(0, 3)):
            elem = self.pick(INT + FLT)
            name, idx = self.param("tile<%s>" % elem,
                                   {"kind": "scalar", "elem": elem,
                                    "role": "value"})
            self.add(name, (), elem)
        # globals
        if self.chance(0.2):
            gelem = self.pick(INT + FLT)
            n = self.pick([2, 4, 8])
            const = self.chance(0.5)
            vals = ", ".join(self.lit(gelem) for _ in range(n))
            self.globals.append("global %s%s@g0 <%s: [%s]> : %s" % (
                "private " if self.chance(0.3) else "",
                "constant " if const else "", gelem, vals,
                tstr((n,), gelem)))
            self.emit("%%g0 = get_global @g0 : tile<ptr<%s>>" % gelem)
            self.ptrsrc.append({"name": "%g0", "elem": gelem, "span": n,
                                "writable": not const and not self.clean})
        if self.chance(0.15):
            aelem = self.pick(["f32", "i32", "i8", "f64"])
            nel = self.pick([16, 64])
            al = self.pick([8, 16, 64])
            self.emit("%%al0 = alloca num_elem = %d, alignment = %d%s : "
                      "tile<ptr<%s>>" % (nel, al,
                                         " global" if self.chance(0.3) else "",
                                         aelem))
            self.ptrsrc.append({"name": "%al0", "elem": aelem, "span": nel,
                                "writable": True})
        if self.clean or self.chance(0.8):
            self.emit("%bx, %by, %bz = get_tile_block_id : tile<i32>")
            self.add("%bx", (), "i32")
            self.add("%by", (), "i32")
            self.add("%bz", (), "i32")
            # linear id x + gx * (y + gy * z): each block its own span
            self.emit("%gx, %gy, %gz = get_num_tile_blocks : tile<i32>")
            self.emit("%lin0 = muli %gy, %bz : tile<i32>")
            self.emit("%lin1 = addi %by, %lin0 : tile<i32>")
            self.emit("%lin2 = muli %gx, %lin1 : tile<i32>")
            self.emit("%lin = addi %bx, %lin2 : tile<i32>")
            self.block_x = self.add("%lin", (), "i32")
        # body
        self.gen_ops(r.randint(3, 28))
        # final stores
        vals = [v for v in self.visible() if v.elem != "ptr"]
        r.shuffle(vals)
        for v in vals[: r.randint(1, 3)]:
            if numel(v.shape) <= self.out_src["span"]:
                self.store_value(v, self.out_src, oob=self.bad(0.03))
        text = ["cuda_tile.module @fuzz {"]
        for g in self.globals:
            text.append("  " + g)
        text.append("  entry @k(%s) {" % ", ".join(p for p, _ in
                                                     self.params))
        text += self.lines
        text.append("    return")
        text.append("  }")
        text.append("}")
        meta = {"seed": self.seed, "params": [m for _, m in self.params],
                "views": self.views, "may_hang": self.may_hang,
                "atomics": self.uses_atomics, "clean": self.clean,
                "shared_writes": self.shared_writes, "grid1": self.grid1,
                "features": sorted(self.features)}
        return "\n".join(text) + "\n", meta


def generate(seed):
    return Gen(seed).build()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("-o", dest="out")
    ap.add_argument("--meta")
    a = ap.parse_args()
    text, meta = generate(a.seed)
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if a.meta:
        with open(a.meta, "w") as f:
            json.dump(meta, f, indent=1)


if __name__ == "__main__":
    main()
