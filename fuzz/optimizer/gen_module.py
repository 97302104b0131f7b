"""Random Tile IR modules for the optimizer's differential test.

Each module is one cuda_tile.module of a few entries drawn from two
families, the shapes the reference optimizer's passes rewrite:

- float chains: mulf/addf/subf/negf/fma over scalar tiles of f16, bf16, f32
  and f64, every IEEE rounding mode and flush-to-zero, products used once
  or several times, operands in both orders, equal constants, dead ops;
- loops: for loops (signed or unsigned, i32 or i64, constant, invariant or
  non-constant steps, with and without loop-carried values, nested) whose
  bodies branch on cmpi of the induction variable against constants,
  invariant values, loop-carried values, values computed in the loop and
  inner induction variables, with every predicate and signedness, the
  induction variable on either side, ifs with and without else and
  results, continue inside a branch, other uses of the comparison.

Ops get file locations at random. `generate(seed)` is deterministic.
"""

import random

ROUNDINGS = ["", "nearest_even", "zero", "negative_inf", "positive_inf"]
FLOATS = ["f16", "bf16", "f32", "f64"]
PREDICATES = ["equal", "not_equal", "less_than", "less_than_or_equal",
              "greater_than", "greater_than_or_equal"]


class Writer:
    def __init__(self, rng, locations):
        self.rng = rng
        self.lines = []
        self.counter = 0
        self.locations = locations
        self.line_no = 1

    def name(self, prefix="v"):
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def loc(self):
        if self.locations and self.rng.random() < 0.6:
            self.line_no += self.rng.randint(1, 3)
            return f' loc("kernels/gen.py":{self.line_no}:{self.rng.randint(1, 30)})'
        return ""

    def emit(self, depth, text, located=True):
        self.lines.append("  " * depth + text + (self.loc() if located else ""))


def float_modifiers(rng, ty):
    rounding = rng.choice(ROUNDINGS)
    text = f" rounding<{rounding}>" if rounding else ""
    if ty == "f32" and rng.random() < 0.3:
        text += " flush_to_zero"
    return text


def float_entry(w, index):
    rng = w.rng
    ty = rng.choice(FLOATS)
    t = f"tile<{ty}>"
    params = [f"%a{i}" for i in range(3)]
    sig = ", ".join(f"{p}: {t}" for p in params) + f", %out: tile<ptr<{ty}>>"
    w.emit(1, f"entry @chain{index}({sig}) {{", located=False)
    values = list(params)
    for _ in range(rng.randint(0, 3)):
        v = w.name("c")
        lit = rng.choice(["1.0", "2.0", "0.5", "-3.0", "4.0"])
        w.emit(2, f"{v} = constant <{ty}: {lit}> : {t}")
        values.append(v)
    # Each product's modifiers, so that sums can take the same ones.
    product_mods = {}
    pick = lambda: rng.choice(values[-5:] if rng.random() < 0.7 else values)
    for _ in range(rng.randint(2, 10)):
        kind = rng.choices(["mulf", "addf", "subf", "negf", "fma", "mixed"],
                           [3, 2, 2, 1, 1, 5])[0]
        v = w.name()
        if kind == "mixed" and not product_mods:
            kind = "mulf"
        if kind == "negf":
            w.emit(2, f"{v} = negf {pick()} : {t}")
        elif kind == "fma":
            w.emit(2, f"{v} = fma {pick()}, {pick()}, {pick()}"
                      f"{float_modifiers(rng, ty)} : {t}")
        elif kind == "mixed":
            # A product as either operand of an addition or subtraction,
            # mostly with the product's modifiers.
            op = rng.choice(["addf", "subf"])
            prod = rng.choice(list(product_mods))
            other = pick()
            lhs, rhs = (prod, other) if rng.random() < 0.6 else (other, prod)
            mods = (product_mods[prod] if rng.random() < 0.75
                    else float_modifiers(rng, ty))
            w.emit(2, f"{v} = {op} {lhs}, {rhs}{mods} : {t}")
        else:
            mods = float_modifiers(rng, ty)
            w.emit(2, f"{v} = {kind} {pick()}, {pick()}{mods} : {t}")
            if kind == "mulf":
                product_mods[v] = mods
        values.append(v)
    computed = values[len(params):]
    stored = rng.sample(computed, k=min(len(computed), rng.randint(1, 3)))
    for v in stored:
        tok = w.name("t")
        w.emit(2, f"{tok} = store_ptr_tko weak %out, {v} : tile<ptr<{ty}>>, {t} -> token")
    w.emit(2, "return")
    w.emit(1, "}", located=False)


def loop_entry(w, index, depth_budget=2):
    rng = w.rng
    ity = rng.choice(["i32", "i64"])
    t = f"tile<{ity}>"
    unsigned = rng.random() < 0.25
    w.emit(1, f"entry @loop{index}(%n: {t}, %s: {t}, %out: tile<ptr<{ity}>>) {{",
           located=False)
    consts = {}
    for value in [0, 1, 2, 3, 7, 10, 64]:
        c = f"%k{value}_{index}"
        consts[value] = c
        w.emit(2, f"{c} = constant <{ity}: {value}> : {t}")
    body = LoopBody(w, ity, t, consts, unsigned)
    result = body.loop(2, outer_ivs=[], budget=depth_budget)
    tok = w.name("t")
    if result:
        w.emit(2, f"{tok} = store_ptr_tko weak %out, {result} : tile<ptr<{ity}>>, {t} -> token")
    w.emit(2, "return")
    w.emit(1, "}", located=False)


class LoopBody:
    def __init__(self, w, ity, t, consts, unsigned):
        self.w, self.ity, self.t, self.consts = w, ity, t, consts
        self.unsigned = unsigned
        self.rng = w.rng

    def bound(self):
        return self.rng.choice([self.consts[0], self.consts[1], self.consts[2], "%n"])

    def loop(self, depth, outer_ivs, budget):
        w, rng, t = self.w, self.rng, self.t
        iv = w.name("i")
        lb = rng.choice([self.consts[0], self.consts[1], self.consts[2]])
        ub = rng.choice([self.consts[10], self.consts[64], "%n"])
        step = rng.choices([self.consts[1], self.consts[2], self.consts[3], "%s"],
                           [6, 2, 1, 1])[0]
        # Unsigned loops with a step that is not a power of two split
        # differently on purpose (docs/optimizer.md): not compared.
        if self.unsigned and step == self.consts[3]:
            step = self.consts[2]
        n_iter = rng.choices([0, 1, 2], [1, 4, 1])[0]
        inits = [rng.choice([self.consts[0], self.consts[7]]) for _ in range(n_iter)]
        accs = [w.name("acc") for _ in range(n_iter)]
        res = w.name("r") if n_iter else None
        head = f"for {'unsigned ' if self.unsigned else ''}{iv} in ({lb} to {ub}, step {step}) : {t}"
        if n_iter:
            iters = ", ".join(f"{a} = {i}" for a, i in zip(accs, inits))
            types = ", ".join([t] * n_iter)
            lhs = f"{res}:{n_iter} = " if n_iter > 1 else f"{res} = "
            head = lhs + head + f" iter_values({iters}) -> ({types})"
        w.emit(depth, head + " {", located=False)
        # Candidates for the other side of the comparison.
        inside = w.name("x")
        w.emit(depth + 1, f"{inside} = addi {iv}, {self.consts[1]} : {t}")
        cands = [self.consts[3], self.consts[7], "%n"] * 4 + accs + [inside] + outer_ivs
        cmp = w.name("c")
        pred = rng.choice(PREDICATES)
        other = rng.choice(cands)
        use_outer = outer_ivs and rng.random() < 0.3
        left = rng.choice(outer_ivs) if use_outer else iv
        signed = "unsigned" if (self.unsigned != (rng.random() < 0.15)) else "signed"
        a, b = (left, other) if rng.random() < 0.7 else (other, left)
        w.emit(depth + 1, f"{cmp} = cmpi {pred} {a}, {b}, {signed} : {t} -> tile<i1>")
        carried = list(accs)
        value = None
        for _ in range(rng.randint(1, 2)):
            kind = rng.choices(["if_result", "if_store", "if_continue", "select"],
                               [6, 2, 1, 1])[0]
            if kind == "select":
                value = w.name()
                w.emit(depth + 1, f"{value} = select {cmp}, {iv}, {self.consts[2]} : tile<i1>, {t}")
            elif kind == "if_result":
                value = w.name()
                w.emit(depth + 1, f"{value} = if {cmp} -> ({t}) {{", located=False)
                self.branch(depth + 2, iv, accs)
                w.emit(depth + 1, "} else {", located=False)
                self.branch(depth + 2, iv, accs)
                w.emit(depth + 1, "}")
            elif kind == "if_store":
                w.emit(depth + 1, f"if {cmp} {{", located=False)
                tok = w.name("t")
                w.emit(depth + 2, f"{tok} = store_ptr_tko weak %out, {iv} : tile<ptr<{self.ity}>>, {t} -> token")
                if rng.random() < 0.7:
                    w.emit(depth + 2, "yield")
                    w.emit(depth + 1, "} else {", located=False)
                    tok = w.name("t")
                    w.emit(depth + 2, f"{tok} = store_ptr_tko weak %out, {self.consts[7]} : tile<ptr<{self.ity}>>, {t} -> token")
                w.emit(depth + 1, "}")
            elif kind == "if_continue" and accs:
                w.emit(depth + 1, f"if {cmp} {{", located=False)
                w.emit(depth + 2, f"continue {', '.join(accs)} : {', '.join([t] * len(accs))}")
                w.emit(depth + 1, "}")
        if budget > 1 and rng.random() < 0.4:
            inner = self.loop(depth + 1, outer_ivs + [iv], budget - 1)
            if inner:
                value = inner if value is None else value
        nexts = []
        for a in accs:
            nx = w.name()
            operand = value if value is not None else iv
            w.emit(depth + 1, f"{nx} = addi {a}, {operand} : {t}")
            nexts.append(nx)
        if accs:
            w.emit(depth + 1, f"continue {', '.join(nexts)} : {', '.join([t] * len(accs))}")
        else:
            w.emit(depth + 1, "continue")
        w.emit(depth, "}")
        if not n_iter:
            return None
        return f"{res}#0" if n_iter > 1 else res

    def branch(self, depth, iv, accs):
        w, rng, t = self.w, self.rng, self.t
        last = iv
        for _ in range(rng.randint(0, 3)):
            v = w.name()
            op = rng.choice(["addi", "muli", "subi"])
            w.emit(depth, f"{v} = {op} {last}, {rng.choice([self.consts[2], self.consts[3], iv])} : {t}")
            last = v
        if rng.random() < 0.2:
            tok = w.name("t")
            w.emit(depth, f"{tok} = store_ptr_tko weak %out, {last} : tile<ptr<{self.ity}>>, {t} -> token")
        w.emit(depth, f"yield {last} : {t}")


def generate(seed):
    rng = random.Random(seed)
    w = Writer(rng, locations=rng.random() < 0.5)
    w.emit(0, f"cuda_tile.module @gen{seed} {{", located=False)
    for i in range(rng.randint(1, 3)):
        if rng.random() < 0.5:
            float_entry(w, i)
        else:
            loop_entry(w, i)
    w.lines.append("}" + (f' loc("kernels/gen.py":1:1)' if w.locations else ""))
    return "\n".join(w.lines) + "\n"


if __name__ == "__main__":
    import sys
    print(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 0), end="")
