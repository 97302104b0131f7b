// fma on f16 and bf16 rounded to nearest even, on 2048 triples per format
// against fpref's exact integer arithmetic: first two cases per format where
// a product is exactly a midpoint of the format and a tiny addend decides
// the rounding, which rounding the sum to f32 first would lose (f16:
// 1.5 * 683 = 1024.5 and 3.5 * 293 = 1025.5 with c = +-2^-24, giving 1025
// both times, not the even 1024 / 1026; bf16: 7 * 37 = 259 and 9 * 29 = 261
// with c = -+2^-100, giving 258 and 262, not the even 260 twice), then random
// triples whose exponents lie close together (so that products and addends
// overlap, cancel and round in every way, subnormal results included). The JIT computes these by
// rounding to odd in f64 and f32 before the final rounding (docs/jit.md);
// every tile-run here also runs the interpreter and compares the bits.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; r = np.random.RandomState(5); \
// RUN:   sign = lambda: r.randint(0, 2, 2048) << 15; \
// RUN:   h = lambda lo, hi: sign() | (r.randint(lo, hi, 2048) << 10) | r.randint(0, 1024, 2048); \
// RUN:   f = lambda v, hand: np.concatenate([np.float16(hand), v.astype(np.uint16).view(np.float16)[2:]]); \
// RUN:   np.save('%t/ha.npy', f(h(9, 18), [1.5, 3.5])); \
// RUN:   np.save('%t/hb.npy', f(h(9, 18), [683, 293])); \
// RUN:   np.save('%t/hc.npy', f(h(0, 20), [2.0 ** -24, -2.0 ** -24])); \
// RUN:   bsign = lambda: r.randint(0, 2, 2048) << 15; \
// RUN:   g = lambda lo, hi: bsign() | (r.randint(lo, hi, 2048) << 7) | r.randint(0, 128, 2048); \
// RUN:   top = lambda xs: list((np.float32(xs).view(np.uint32) >> 16).astype(np.uint16)); \
// RUN:   k = lambda v, hand: np.concatenate([top(hand), v.astype(np.uint16)[2:]]); \
// RUN:   np.save('%t/ba.npy', k(g(60, 68), [7, 9])); \
// RUN:   np.save('%t/bb.npy', k(g(60, 68), [37, 29])); \
// RUN:   np.save('%t/bc.npy', k(g(0, 140), [-2.0 ** -100, 2.0 ** -100]))"
// RUN: tile-run %s --entry fma_f16 --grid 8 %t/ha.npy %t/hb.npy %t/hc.npy zeros:2048 -o %t/h
// RUN: tile-run %s --entry fma_bf16 --grid 8 %t/ba.npy %t/bb.npy %t/bc.npy zeros:2048 -o %t/b
// RUN: %python %testlib/fpref.py \
// RUN:   --let x=%t/ha.npy --let y=%t/hb.npy --let z=%t/hc.npy \
// RUN:   check f16 %t/h/arg3.npy "arith('fma', 'f16', 'rn', x, y, z)" \
// RUN:   --let x=%t/ba.npy --let y=%t/bb.npy --let z=%t/bc.npy \
// RUN:   check bf16 %t/b/arg3.npy "arith('fma', 'bf16', 'rn', x, y, z)"

cuda_tile.module @m {
  entry @fma_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %n = constant <i32: 256> : tile<i32>
    %base = muli %bid, %n : tile<i32>
    %rb = reshape %base : tile<i32> -> tile<1xi32>
    %bb = broadcast %rb : tile<1xi32> -> tile<256xi32>
    %i = iota : tile<256xi32>
    %idx = addi %bb, %i : tile<256xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %ap = offset %ab, %idx : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %x, %t0 = load_ptr_tko weak %ap : tile<256xptr<f16>> -> tile<256xf16>, token
    %br = reshape %b : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bbp = broadcast %br : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %bp = offset %bbp, %idx : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %y, %t1 = load_ptr_tko weak %bp : tile<256xptr<f16>> -> tile<256xf16>, token
    %cr = reshape %c : tile<ptr<f16>> -> tile<1xptr<f16>>
    %cb = broadcast %cr : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %cp = offset %cb, %idx : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %z, %t2 = load_ptr_tko weak %cp : tile<256xptr<f16>> -> tile<256xf16>, token
    %r = fma %x, %y, %z : tile<256xf16>
    %or = reshape %o : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ob = broadcast %or : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %op = offset %ob, %idx : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %t3 = store_ptr_tko weak %op, %r : tile<256xptr<f16>>, tile<256xf16> -> token
    return
  }

  entry @fma_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %c: tile<ptr<bf16>>, %o: tile<ptr<bf16>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %n = constant <i32: 256> : tile<i32>
    %base = muli %bid, %n : tile<i32>
    %rb = reshape %base : tile<i32> -> tile<1xi32>
    %bb = broadcast %rb : tile<1xi32> -> tile<256xi32>
    %i = iota : tile<256xi32>
    %idx = addi %bb, %i : tile<256xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
    %ap = offset %ab, %idx : tile<256xptr<bf16>>, tile<256xi32> -> tile<256xptr<bf16>>
    %x, %t0 = load_ptr_tko weak %ap : tile<256xptr<bf16>> -> tile<256xbf16>, token
    %br = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %bbp = broadcast %br : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
    %bp = offset %bbp, %idx : tile<256xptr<bf16>>, tile<256xi32> -> tile<256xptr<bf16>>
    %y, %t1 = load_ptr_tko weak %bp : tile<256xptr<bf16>> -> tile<256xbf16>, token
    %cr = reshape %c : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %cb = broadcast %cr : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
    %cp = offset %cb, %idx : tile<256xptr<bf16>>, tile<256xi32> -> tile<256xptr<bf16>>
    %z, %t2 = load_ptr_tko weak %cp : tile<256xptr<bf16>> -> tile<256xbf16>, token
    %r = fma %x, %y, %z : tile<256xbf16>
    %or = reshape %o : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ob = broadcast %or : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
    %op = offset %ob, %idx : tile<256xptr<bf16>>, tile<256xi32> -> tile<256xptr<bf16>>
    %t3 = store_ptr_tko weak %op, %r : tile<256xptr<bf16>>, tile<256xbf16> -> token
    return
  }
}
