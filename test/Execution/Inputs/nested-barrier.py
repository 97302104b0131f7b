"""Prints an entry with N nested `if` regions, each adding 1 to a counter;
in the innermost, every tile block arrives at a grid barrier (an atomic
add on counter[0], then a spin until all blocks arrived), so blocks run on
fibers and wait there at full depth; then it stores the count (N) to
out[block id]."""
import sys

n = int(sys.argv[1])
lines = [
    "cuda_tile.module @m {",
    "  entry @e(%counter: tile<ptr<i32>>, %out: tile<ptr<i32>>) {",
    "    %c = constant <i1: true> : tile<i1>",
    "    %one = constant <i32: 1> : tile<i32>",
    "    %v0 = constant <i32: 0> : tile<i32>",
    "    %nb, %ny, %nz = get_num_tile_blocks : tile<i32>",
]
for i in range(n):
    previous = "%v0" if i == 0 else f"%s{i - 1}"
    lines.append(f"    %r{i} = if %c -> (tile<i32>) {{")
    lines.append(f"    %s{i} = addi {previous}, %one : tile<i32>")
lines += [
    "    %old, %ta = atomic_rmw_tko acq_rel device %counter, add, %one"
    " : tile<ptr<i32>>, tile<i32> -> tile<i32>, token",
    "    loop {",
    "      %v, %tv = load_ptr_tko acquire device %counter"
    " : tile<ptr<i32>> -> tile<i32>, token",
    "      %ready = cmpi equal %v, %nb, signed : tile<i32> -> tile<i1>",
    "      if %ready {",
    "        break",
    "      }",
    "    }",
    "    %b, %y, %z = get_tile_block_id : tile<i32>",
    "    %p = offset %out, %b : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>",
    f"    %tk = store_ptr_tko weak %p, %s{n - 1} : tile<ptr<i32>>, tile<i32> -> token",
    f"    yield %s{n - 1} : tile<i32>",
]
for i in reversed(range(n)):
    lines.append("    } else { yield %v0 : tile<i32> }")
    if i > 0:
        lines.append(f"    yield %r{i} : tile<i32>")
lines += ["    return", "  }", "}"]
print("\n".join(lines))
