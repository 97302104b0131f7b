// Exhaustive ftof tables: every encoding of f8E4M3FN, f8E5M2, f8E8M0FNU
// (256 each), f4E2M1FN (16), f16 and bf16 (65536 each) and tf32 (2^19, as
// f32 bit patterns with the 13 low bits zero) converted to f32 (exact), and
// that f32 converted back, which must give the encoding back.
//
// The f32 values are checked against decoders written here from the format
// definitions, independent of TileKit and of lib/fpref.py (s = the sign
// bit, e = the exponent field, m = the mantissa field):
//   f8E4M3FN  S.EEEE.MMM, bias 7, no Inf, S.1111.111 is NaN, max 448:
//             (-1)^s * (e == 0 ? m/8 * 2^-6 : (1 + m/8) * 2^(e-7))
//   f8E5M2    S.EEEEE.MM, bias 15, IEEE-like: e == 31 is Inf (m == 0) or NaN,
//             else (-1)^s * (e == 0 ? m/4 * 2^-14 : (1 + m/4) * 2^(e-15))
//   f8E8M0FNU EEEEEEEE, no sign, no zero: 0xFF is NaN, else 2^(e-127)
//   f4E2M1FN  S.EE.M (low 4 bits of a byte), bias 1, no Inf or NaN, max 6:
//             (-1)^s * (e == 0 ? m * 0.5 : (1 + m/2) * 2^(e-1))
//   f16       numpy's float16 -> float32
//   bf16      the bits shifted left by 16 (bf16 is the high half of an f32)
//   tf32      the same bits read as an f32
// The way back: f32 -> f8E4M3FN gives the encoding back except NaN (0x7F,
// 0xFF), which becomes +MAX_NORM 0x7E (Tile IR spec 5.1.3: "NaN inputs are
// converted to positive MAX_NORM"); f32 -> f8E5M2 is satfinite too, so
// +-Inf (0x7C, 0xFC) come back as +-MAX_NORM (0x7B, 0xFB), and NaN as some
// NaN; f8E8M0FNU is converted back both toward zero and toward +Inf (its
// only modes; the values are exact, so both give the encoding back, NaN 0xFF
// included); for the other formats every NaN comes back as some NaN and
// everything else, -0 and +-Inf included, as itself.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/fpref.py \
// RUN:   make %t/e4.npy f8E4M3FN "range(256)" make %t/e5.npy f8E5M2 "range(256)" \
// RUN:   make %t/e8.npy f8E8M0FNU "range(256)" make %t/e2.npy f4E2M1FN "range(16)" \
// RUN:   make %t/h.npy f16 "range(1 << 16)" make %t/b.npy bf16 "range(1 << 16)" \
// RUN:   make %t/t.npy tf32 "[i << 13 for i in range(1 << 19)]"
// RUN: tile-run %s --entry rt_f8E4M3FN %t/e4.npy zeros:256 zeros:256 -o %t/e4
// RUN: tile-run %s --entry rt_f8E5M2 %t/e5.npy zeros:256 zeros:256 -o %t/e5
// RUN: tile-run %s --entry rt_f8E8M0FNU %t/e8.npy zeros:256 zeros:256 zeros:256 -o %t/e8
// RUN: tile-run %s --entry rt_f4E2M1FN %t/e2.npy zeros:16 zeros:16 -o %t/e2
// RUN: tile-run %s --entry rt_f16 %t/h.npy zeros:65536 zeros:65536 -o %t/h
// RUN: tile-run %s --entry rt_bf16 %t/b.npy zeros:65536 zeros:65536 -o %t/b
// RUN: tile-run %s --entry rt_tf32 %t/t.npy zeros:524288 zeros:524288 -o %t/t
// RUN: %python %testlib/fpref.py \
// RUN:   --define "SIGN=lambda b, bit: np.where(b & bit, -1.0, 1.0)" \
// RUN:   --let b=%t/e4.npy --define "b=b.astype(np.int64)" \
// RUN:   same %t/e4/arg1.npy "np.where((b & 0x7F) == 0x7F, np.nan, SIGN(b, 0x80) * np.where(((b >> 3) & 15) == 0, (b & 7) / 8 * 2.0**-6, (1 + (b & 7) / 8) * 2.0 ** (((b >> 3) & 15) - 7)))" \
// RUN:   same %t/e4/arg2.npy "np.where((b & 0x7F) == 0x7F, 0x7E, b)" \
// RUN:   --let b=%t/e5.npy --define "b=b.astype(np.int64)" \
// RUN:   same %t/e5/arg1.npy "SIGN(b, 0x80) * np.where(((b >> 2) & 31) == 31, np.where((b & 3) == 0, np.inf, np.nan), np.where(((b >> 2) & 31) == 0, (b & 3) / 4 * 2.0**-14, (1 + (b & 3) / 4) * 2.0 ** (((b >> 2) & 31) - 15)))" \
// RUN:   check f8E5M2 %t/e5/arg2.npy "np.where((b & 0x7F) == 0x7C, b - 1, b)" \
// RUN:   --let b=%t/e8.npy --define "b=b.astype(np.int64)" \
// RUN:   same %t/e8/arg1.npy "np.where(b == 255, np.nan, 2.0 ** (b - 127))" \
// RUN:   same %t/e8/arg2.npy "b" same %t/e8/arg3.npy "b" \
// RUN:   --let b=%t/e2.npy --define "b=b.astype(np.int64)" \
// RUN:   same %t/e2/arg1.npy "SIGN(b, 8) * np.where(((b >> 1) & 3) == 0, (b & 1) * 0.5, (1 + (b & 1) / 2) * 2.0 ** (((b >> 1) & 3) - 1))" \
// RUN:   same %t/e2/arg2.npy "b" \
// RUN:   --let b=%t/h.npy same %t/h/arg1.npy "b.astype(np.float32)" same %t/h/arg2.npy "b" \
// RUN:   --let b=%t/b.npy --let g=%t/b/arg2.npy \
// RUN:   --define "NAN16=lambda x: ((x & 0x7F80) == 0x7F80) & ((x & 0x7F) != 0)" \
// RUN:   same %t/b/arg1.npy "(b.astype(np.uint32) << 16).view(np.float32)" \
// RUN:   same %t/b/arg2.npy "np.where(NAN16(b) & NAN16(g), g, b)" \
// RUN:   --let b=%t/t.npy --let g=%t/t/arg2.npy \
// RUN:   same %t/t/arg1.npy "b.view(np.float32)" \
// RUN:   same %t/t/arg2.npy "np.where(np.isnan(b.view(np.float32)) & np.isnan(g.view(np.float32)), g, b)"

cuda_tile.module @m {
  entry @rt_f8E4M3FN(%a: tile<ptr<f8E4M3FN>>, %w: tile<ptr<f32>>, %r: tile<ptr<f8E4M3FN>>) {
    %i256 = iota : tile<256xi32>
    %ar = reshape %a : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %ab = broadcast %ar : tile<1xptr<f8E4M3FN>> -> tile<256xptr<f8E4M3FN>>
    %ap = offset %ab, %i256 : tile<256xptr<f8E4M3FN>>, tile<256xi32> -> tile<256xptr<f8E4M3FN>>
    %x, %xt = load_ptr_tko weak %ap : tile<256xptr<f8E4M3FN>> -> tile<256xf8E4M3FN>, token
    %y = ftof %x : tile<256xf8E4M3FN> -> tile<256xf32>
    %wr = reshape %w : tile<ptr<f32>> -> tile<1xptr<f32>>
    %wb = broadcast %wr : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %wp = offset %wb, %i256 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %wt0 = store_ptr_tko weak %wp, %y : tile<256xptr<f32>>, tile<256xf32> -> token
    %z = ftof %y : tile<256xf32> -> tile<256xf8E4M3FN>
    %rr = reshape %r : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %rb = broadcast %rr : tile<1xptr<f8E4M3FN>> -> tile<256xptr<f8E4M3FN>>
    %rp = offset %rb, %i256 : tile<256xptr<f8E4M3FN>>, tile<256xi32> -> tile<256xptr<f8E4M3FN>>
    %rt0 = store_ptr_tko weak %rp, %z : tile<256xptr<f8E4M3FN>>, tile<256xf8E4M3FN> -> token
    return
  }

  entry @rt_f8E5M2(%a: tile<ptr<f8E5M2>>, %w: tile<ptr<f32>>, %r: tile<ptr<f8E5M2>>) {
    %i256 = iota : tile<256xi32>
    %ar = reshape %a : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %ab = broadcast %ar : tile<1xptr<f8E5M2>> -> tile<256xptr<f8E5M2>>
    %ap = offset %ab, %i256 : tile<256xptr<f8E5M2>>, tile<256xi32> -> tile<256xptr<f8E5M2>>
    %x, %xt = load_ptr_tko weak %ap : tile<256xptr<f8E5M2>> -> tile<256xf8E5M2>, token
    %y = ftof %x : tile<256xf8E5M2> -> tile<256xf32>
    %wr = reshape %w : tile<ptr<f32>> -> tile<1xptr<f32>>
    %wb = broadcast %wr : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %wp = offset %wb, %i256 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %wt0 = store_ptr_tko weak %wp, %y : tile<256xptr<f32>>, tile<256xf32> -> token
    %z = ftof %y : tile<256xf32> -> tile<256xf8E5M2>
    %rr = reshape %r : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %rb = broadcast %rr : tile<1xptr<f8E5M2>> -> tile<256xptr<f8E5M2>>
    %rp = offset %rb, %i256 : tile<256xptr<f8E5M2>>, tile<256xi32> -> tile<256xptr<f8E5M2>>
    %rt0 = store_ptr_tko weak %rp, %z : tile<256xptr<f8E5M2>>, tile<256xf8E5M2> -> token
    return
  }

  entry @rt_f8E8M0FNU(%a: tile<ptr<f8E8M0FNU>>, %w: tile<ptr<f32>>, %r: tile<ptr<f8E8M0FNU>>, %u: tile<ptr<f8E8M0FNU>>) {
    %i256 = iota : tile<256xi32>
    %ar = reshape %a : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %ab = broadcast %ar : tile<1xptr<f8E8M0FNU>> -> tile<256xptr<f8E8M0FNU>>
    %ap = offset %ab, %i256 : tile<256xptr<f8E8M0FNU>>, tile<256xi32> -> tile<256xptr<f8E8M0FNU>>
    %x, %xt = load_ptr_tko weak %ap : tile<256xptr<f8E8M0FNU>> -> tile<256xf8E8M0FNU>, token
    %y = ftof %x : tile<256xf8E8M0FNU> -> tile<256xf32>
    %wr = reshape %w : tile<ptr<f32>> -> tile<1xptr<f32>>
    %wb = broadcast %wr : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %wp = offset %wb, %i256 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %wt0 = store_ptr_tko weak %wp, %y : tile<256xptr<f32>>, tile<256xf32> -> token
    %z = ftof %y rounding<zero> : tile<256xf32> -> tile<256xf8E8M0FNU>
    %rr = reshape %r : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %rb = broadcast %rr : tile<1xptr<f8E8M0FNU>> -> tile<256xptr<f8E8M0FNU>>
    %rp = offset %rb, %i256 : tile<256xptr<f8E8M0FNU>>, tile<256xi32> -> tile<256xptr<f8E8M0FNU>>
    %rt0 = store_ptr_tko weak %rp, %z : tile<256xptr<f8E8M0FNU>>, tile<256xf8E8M0FNU> -> token
    %z2 = ftof %y rounding<positive_inf> : tile<256xf32> -> tile<256xf8E8M0FNU>
    %ur = reshape %u : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %ub = broadcast %ur : tile<1xptr<f8E8M0FNU>> -> tile<256xptr<f8E8M0FNU>>
    %up = offset %ub, %i256 : tile<256xptr<f8E8M0FNU>>, tile<256xi32> -> tile<256xptr<f8E8M0FNU>>
    %ut0 = store_ptr_tko weak %up, %z2 : tile<256xptr<f8E8M0FNU>>, tile<256xf8E8M0FNU> -> token
    return
  }

  entry @rt_f4E2M1FN(%a: tile<ptr<f4E2M1FN>>, %w: tile<ptr<f32>>, %r: tile<ptr<f4E2M1FN>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %ab = broadcast %ar : tile<1xptr<f4E2M1FN>> -> tile<16xptr<f4E2M1FN>>
    %ap = offset %ab, %i16 : tile<16xptr<f4E2M1FN>>, tile<16xi32> -> tile<16xptr<f4E2M1FN>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f4E2M1FN>> -> tile<16xf4E2M1FN>, token
    %y = ftof %x : tile<16xf4E2M1FN> -> tile<16xf32>
    %wr = reshape %w : tile<ptr<f32>> -> tile<1xptr<f32>>
    %wb = broadcast %wr : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %wp = offset %wb, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %wt0 = store_ptr_tko weak %wp, %y : tile<16xptr<f32>>, tile<16xf32> -> token
    %z = ftof %y : tile<16xf32> -> tile<16xf4E2M1FN>
    %rr = reshape %r : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %rb = broadcast %rr : tile<1xptr<f4E2M1FN>> -> tile<16xptr<f4E2M1FN>>
    %rp = offset %rb, %i16 : tile<16xptr<f4E2M1FN>>, tile<16xi32> -> tile<16xptr<f4E2M1FN>>
    %rt0 = store_ptr_tko weak %rp, %z : tile<16xptr<f4E2M1FN>>, tile<16xf4E2M1FN> -> token
    return
  }

  entry @rt_f16(%a: tile<ptr<f16>>, %w: tile<ptr<f32>>, %r: tile<ptr<f16>>) {
    %i65536 = iota : tile<65536xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<65536xptr<f16>>
    %ap = offset %ab, %i65536 : tile<65536xptr<f16>>, tile<65536xi32> -> tile<65536xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<65536xptr<f16>> -> tile<65536xf16>, token
    %y = ftof %x : tile<65536xf16> -> tile<65536xf32>
    %wr = reshape %w : tile<ptr<f32>> -> tile<1xptr<f32>>
    %wb = broadcast %wr : tile<1xptr<f32>> -> tile<65536xptr<f32>>
    %wp = offset %wb, %i65536 : tile<65536xptr<f32>>, tile<65536xi32> -> tile<65536xptr<f32>>
    %wt0 = store_ptr_tko weak %wp, %y : tile<65536xptr<f32>>, tile<65536xf32> -> token
    %z = ftof %y : tile<65536xf32> -> tile<65536xf16>
    %rr = reshape %r : tile<ptr<f16>> -> tile<1xptr<f16>>
    %rb = broadcast %rr : tile<1xptr<f16>> -> tile<65536xptr<f16>>
    %rp = offset %rb, %i65536 : tile<65536xptr<f16>>, tile<65536xi32> -> tile<65536xptr<f16>>
    %rt0 = store_ptr_tko weak %rp, %z : tile<65536xptr<f16>>, tile<65536xf16> -> token
    return
  }

  entry @rt_bf16(%a: tile<ptr<bf16>>, %w: tile<ptr<f32>>, %r: tile<ptr<bf16>>) {
    %i65536 = iota : tile<65536xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<65536xptr<bf16>>
    %ap = offset %ab, %i65536 : tile<65536xptr<bf16>>, tile<65536xi32> -> tile<65536xptr<bf16>>
    %x, %xt = load_ptr_tko weak %ap : tile<65536xptr<bf16>> -> tile<65536xbf16>, token
    %y = ftof %x : tile<65536xbf16> -> tile<65536xf32>
    %wr = reshape %w : tile<ptr<f32>> -> tile<1xptr<f32>>
    %wb = broadcast %wr : tile<1xptr<f32>> -> tile<65536xptr<f32>>
    %wp = offset %wb, %i65536 : tile<65536xptr<f32>>, tile<65536xi32> -> tile<65536xptr<f32>>
    %wt0 = store_ptr_tko weak %wp, %y : tile<65536xptr<f32>>, tile<65536xf32> -> token
    %z = ftof %y : tile<65536xf32> -> tile<65536xbf16>
    %rr = reshape %r : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %rb = broadcast %rr : tile<1xptr<bf16>> -> tile<65536xptr<bf16>>
    %rp = offset %rb, %i65536 : tile<65536xptr<bf16>>, tile<65536xi32> -> tile<65536xptr<bf16>>
    %rt0 = store_ptr_tko weak %rp, %z : tile<65536xptr<bf16>>, tile<65536xbf16> -> token
    return
  }

  entry @rt_tf32(%a: tile<ptr<tf32>>, %w: tile<ptr<f32>>, %r: tile<ptr<tf32>>) {
    %i524288 = iota : tile<524288xi32>
    %ar = reshape %a : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %ab = broadcast %ar : tile<1xptr<tf32>> -> tile<524288xptr<tf32>>
    %ap = offset %ab, %i524288 : tile<524288xptr<tf32>>, tile<524288xi32> -> tile<524288xptr<tf32>>
    %x, %xt = load_ptr_tko weak %ap : tile<524288xptr<tf32>> -> tile<524288xtf32>, token
    %y = ftof %x : tile<524288xtf32> -> tile<524288xf32>
    %wr = reshape %w : tile<ptr<f32>> -> tile<1xptr<f32>>
    %wb = broadcast %wr : tile<1xptr<f32>> -> tile<524288xptr<f32>>
    %wp = offset %wb, %i524288 : tile<524288xptr<f32>>, tile<524288xi32> -> tile<524288xptr<f32>>
    %wt0 = store_ptr_tko weak %wp, %y : tile<524288xptr<f32>>, tile<524288xf32> -> token
    %z = ftof %y : tile<524288xf32> -> tile<524288xtf32>
    %rr = reshape %r : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %rb = broadcast %rr : tile<1xptr<tf32>> -> tile<524288xptr<tf32>>
    %rp = offset %rb, %i524288 : tile<524288xptr<tf32>>, tile<524288xi32> -> tile<524288xptr<tf32>>
    %rt0 = store_ptr_tko weak %rp, %z : tile<524288xptr<tf32>>, tile<524288xtf32> -> token
    return
  }
}
