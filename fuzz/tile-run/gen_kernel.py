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
import sys

from kernel_base import GenBase, INT, FLT, BITS, POINTEE, PREDS, tstr, numel, V
from kernel_compute import ComputeOps
from kernel_memory import MemoryOps
from kernel_misc import MiscOps


class Gen(GenBase, MemoryOps, ComputeOps, MiscOps):
    """A random kernel: control flow and the op mix (the ops live in the
    mixins above)."""

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
