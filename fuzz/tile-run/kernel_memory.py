"""Kernel generator: loads, stores and atomics through pointers and views."""

from kernel_base import (BITS, is_int, is_flt, tstr, numel, elem_ok)


class MemoryOps:
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
