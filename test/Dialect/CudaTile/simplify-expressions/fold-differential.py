#!/usr/bin/env python3
"""Checks the simplifier's constant folding against an independent model.

Generates (with a fixed seed) one test function per integer op applied to
constant operands: every op, element width, signedness, rounding mode and
overflow flag, on operands chosen near the edges (0, 1, -1, INT_MIN,
INT_MAX, shift widths). Each function is also given as a dense tile of the
same elements. The expected result comes from the cuda_tile semantics
written out below in plain Python; where that result is undefined
(division by zero, INT_MIN / -1, a shift by the width or more, an overflow
the flags rule out) the op must stay unfolded.

    fold-differential.py <tile-opt>
"""

import random
import re
import subprocess
import sys

WIDTHS = (1, 8, 16, 32, 64)
PREDICATES = ("equal", "not_equal", "less_than", "less_than_or_equal",
              "greater_than", "greater_than_or_equal")
FLAGS = (None, "no_signed_wrap", "no_unsigned_wrap", "no_wrap")
ROUNDINGS = (None, "zero", "negative_inf", "positive_inf")


def wrap(value, width):
    """The two's complement bits of `value` as a signed number."""
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def unsigned(value, width):
    return value & ((1 << width) - 1)


def divide(a, b, rounding):
    quotient = abs(a) // abs(b)
    remainder = abs(a) % abs(b)
    negative = (a < 0) != (b < 0)
    if negative:
        quotient = -quotient
    if remainder:
        if rounding == "negative_inf" and negative:
            quotient -= 1
        if rounding == "positive_inf" and not negative:
            quotient += 1
    return quotient


def overflows(flag, exact_signed, exact_unsigned, width):
    signed_bad = flag in ("no_signed_wrap", "no_wrap") and \
        wrap(exact_signed, width) != exact_signed
    unsigned_bad = flag in ("no_unsigned_wrap", "no_wrap") and \
        unsigned(exact_unsigned, width) != exact_unsigned
    return signed_bad or unsigned_bad


def evaluate(case):
    """The element result of one case, or None when it is undefined."""
    op, width, a, b = case["op"], case["width"], case["a"], case["b"]
    ua, ub = unsigned(a, width), unsigned(b, width)
    is_signed = case.get("signed", True)
    flag = case.get("flag")
    if op in ("addi", "subi", "muli"):
        fn = {"addi": lambda x, y: x + y, "subi": lambda x, y: x - y,
              "muli": lambda x, y: x * y}[op]
        if overflows(flag, fn(a, b), fn(ua, ub), width):
            return None
        return wrap(fn(a, b), width)
    if op == "shli":
        if ub >= width:
            return None
        result = ua << ub
        exact_signed = a * (1 << ub)
        if overflows(flag, exact_signed, result, width):
            return None
        return wrap(result, width)
    if op == "shri":
        if ub >= width:
            return None
        return wrap((a if is_signed else ua) >> ub, width)
    if op == "divi":
        if b == 0 or (is_signed and a == -(1 << (width - 1)) and b == -1):
            return None
        x, y = (a, b) if is_signed else (ua, ub)
        return wrap(divide(x, y, case.get("rounding") or "zero"), width)
    if op == "remi":
        if b == 0 or (is_signed and a == -(1 << (width - 1)) and b == -1):
            return None
        x, y = (a, b) if is_signed else (ua, ub)
        return wrap(x - divide(x, y, "zero") * y, width)
    if op in ("andi", "ori", "xori"):
        fn = {"andi": lambda x, y: x & y, "ori": lambda x, y: x | y,
              "xori": lambda x, y: x ^ y}[op]
        return wrap(fn(ua, ub), width)
    if op in ("maxi", "mini"):
        x, y = (a, b) if is_signed else (ua, ub)
        return wrap(max(x, y) if op == "maxi" else min(x, y), width)
    if op == "negi":
        if flag == "no_signed_wrap" and wrap(-a, width) != -a:
            return None
        return wrap(-a, width)
    if op == "cmpi":
        x, y = (a, b) if is_signed else (ua, ub)
        return int({"equal": x == y, "not_equal": x != y,
                    "less_than": x < y, "less_than_or_equal": x <= y,
                    "greater_than": x > y,
                    "greater_than_or_equal": x >= y}[case["predicate"]])
    raise AssertionError(op)


def interesting(width, rng):
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    picks = [0, 1, -1, lo, hi, lo + 1, hi - 1, 2, 3, width, width - 1]
    picks = [wrap(p, width) for p in picks]
    return rng.choice(picks) if rng.random() < 0.6 else rng.randint(lo, hi)


def literal(value, width):
    if width == 1:
        return "true" if value else "false"
    return str(value)


def make_cases(rng):
    cases = []
    ops = ("addi", "subi", "muli", "shli", "shri", "divi", "remi", "andi",
           "ori", "xori", "maxi", "mini", "cmpi", "negi")
    for op in ops:
        for width in WIDTHS:
            for _ in range(12):
                case = {"op": op, "width": width,
                        "a": interesting(width, rng),
                        "b": interesting(width, rng)}
                if op in ("addi", "subi", "muli", "shli"):
                    case["flag"] = rng.choice(FLAGS)
                if op == "negi":  # no_unsigned_wrap is refused on negi
                    case["flag"] = rng.choice((None, "no_signed_wrap"))
                if op in ("shri", "divi", "remi", "maxi", "mini", "cmpi"):
                    case["signed"] = rng.random() < 0.5
                if op == "divi":
                    # The verifier refuses negative_inf with unsigned.
                    roundings = ROUNDINGS if case["signed"] else (
                        None, "zero", "positive_inf")
                    case["rounding"] = rng.choice(roundings)
                if op == "cmpi":
                    case["predicate"] = rng.choice(PREDICATES)
                cases.append(case)
    return cases


def render(index, case, dense):
    op, width = case["op"], case["width"]
    shape = "4x" if dense else ""
    elem = f"i{width}"
    operand_type = f"tile<{shape}{elem}>"
    result_type = f"tile<{shape}i1>" if op == "cmpi" else operand_type

    def constant(value):
        text = literal(value, width)
        if dense:
            # Same element four times, written as a list: a dense literal.
            text = "[" + ", ".join([text] * 4) + "]"
        return f"constant <{elem}: {text}> : {operand_type}"

    sign = "signed" if case.get("signed", True) else "unsigned"
    if op == "cmpi":
        body = (f"cmpi {case['predicate']} %a, %b, {sign} : {operand_type}"
                f" -> {result_type}")
    else:
        modifiers = ""
        if op in ("shri", "divi", "remi", "maxi", "mini"):
            modifiers += f" {sign}"
        if case.get("rounding"):
            modifiers += f" rounding<{case['rounding']}>"
        if case.get("flag"):
            modifiers += f" overflow<{case['flag']}>"
        operands = "%a" if op == "negi" else "%a, %b"
        body = f"{op} {operands}{modifiers} : {operand_type}"
    return (f"  testing$func @t{index}() -> {result_type} {{\n"
            f"    %a = {constant(case['a'])}\n"
            f"    %b = {constant(case['b'])}\n"
            f"    %r = {body}\n"
            f"    return %r : {result_type}\n  }}\n")


def parse_results(output):
    """Function name -> printed constant element (or None if not folded)."""
    results = {}
    for match in re.finditer(r"testing\$func @(t\d+)\(\).*?\n  }", output,
                             re.S):
        body = match.group(0)
        folded = re.search(r"constant <i\d+: (\[?[^>\]]*\]?)>", body)
        computed = re.search(r"= (addi|subi|muli|shli|shri|divi|remi|andi|"
                             r"ori|xori|maxi|mini|cmpi|negi) ", body)
        if computed or not folded:
            results[match.group(1)] = None
            continue
        text = folded.group(1).strip("[]").split(",")[0].strip()
        results[match.group(1)] = {"true": 1, "false": 0}.get(text, text)
    return results


def main():
    tool = sys.argv[1]
    rng = random.Random(20240613)
    cases = make_cases(rng)
    module = ["cuda_tile.module @m {\n"]
    for index, case in enumerate(cases):
        module.append(render(2 * index, case, dense=False))
        module.append(render(2 * index + 1, case, dense=True))
    module.append("}\n")
    run = subprocess.run(
        [tool, "--no-implicit-module", "--tile-simplify-expressions"],
        input="".join(module), capture_output=True, text=True)
    if run.returncode:
        sys.exit(run.stderr)
    results = parse_results(run.stdout)
    disagreements = 0
    for index, case in enumerate(cases):
        expected = evaluate(case)
        # i1 results print as true/false, read back as 1/0.
        if expected is not None and case["width"] == 1:
            expected = 1 if expected else 0
        for name in (f"t{2 * index}", f"t{2 * index + 1}"):
            actual = results.get(name, "missing")
            if actual is not None and actual != "missing":
                actual = int(actual)
                if case["width"] == 1 and case["op"] != "cmpi":
                    actual = 1 if actual else 0
            if actual != expected:
                disagreements += 1
                print(f"DISAGREE {name}: {case} expected {expected}, "
                      f"got {actual}")
    undefined = sum(1 for case in cases if evaluate(case) is None)
    print(f"fold differential: {2 * len(cases)} functions, "
          f"{2 * undefined} undefined left unfolded, "
          f"{disagreements} disagreements")
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
