// ftoi and itof.
//
// ftoi (rounding nearest_int_to_zero, the only mode) truncates toward zero:
// -2.7 -> -2, 127.9 -> 127, -128.9 -> -128 (in range for i8), -0.99 -> 0
// (in range even for unsigned). NaN, +-Inf and values whose truncation is
// outside the integer type are undefined behaviour in the specification;
// TileKit defines them (docs/numerics.md): NaN gives 0, the others saturate
// to the type's range. ftoi_T converts the list FT (rounded to T) to every
// listed width, signed and unsigned (i1 signed is the range [-1, 0]); the
// expected values are lib/fpref.py `ftoi` (exact truncation of the decoded
// value, then that rule), compared as the stored two's-complement patterns.
// With --check, tile-run reports exactly the undefined conversions: the
// check_* runs below fire on NaN, Inf and out-of-range values (the first
// one, with its element index) and stay silent on in-range values next to
// the range limits.
//
// itof (nearest_even, the only mode) reads the integer as signed or
// unsigned and rounds it once: 2^24 + 1 -> 2^24 and 2^24 + 3 -> 2^24 + 4 in
// f32 (ties to even), 2^53 + 1 -> 2^53 in f64, 2049 -> 2048 and 2051 -> 2052
// in f16, 257 -> 256 and 259 -> 260 in bf16, unsigned 65520 -> Inf in f16,
// i64 -1 read unsigned -> 2^64. itof_iN converts IN to f16, f32, f64 and
// bf16 (signed, unsigned), i32 also to tf32, f8E4M3FN, f8E5M2 and f4E2M1FN
// (out-of-range values saturate in the last three, spec 5.1.3); expected
// values are fpref.py `itof` (exact integer, one rounding).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/fpref.py \
// RUN:   --define "FT=[0.0, -0.0, 0.5, -0.5, 0.99, -0.99, 1, -1, 2.7, -2.7, 127.9, -128.9, 128, -129, 255.5, 256, -1.5, 32767.5, -32768.75, 32768, 65535.9, 65536, 2147483520, 2**31, -2**31, -2147483904, 4294967040, 2**32, 2**63 - 2**39, 2**63, -2**63, 2**64 - 2**40, 2**64, 1e30, 'inf', '-inf', 'nan', '-nan', -0.25, 3, -3, 100.99, -100.99, 'mx', '-mx', 'ms', -1e10, 1e10, 17.5, 1e19, -1e19, 65535, -32769, 2147483000, -4294967296, 4e9, -4e9, 0.75, 2147483647.5, -2147483648.5, -2147483649, 4294967295.5, 18446744073709549568, -9223372036854777856]" \
// RUN:   --define "I8=[0, 1, -1, 2, -2, 3, 5, 7, 9, 17, 33, 65, 100, 127, -127, -128, -100, 15, -15, 31, 63, -63, 120, -120, 121, 123, 125, -3, -7, -17, -65, 64]" \
// RUN:   --define "I16=[0, 1, -1, 2047, 2049, 2051, 4097, -2049, 32767, -32768, 257, 259, 258, -257, -259, -17, -16, 12345, -12345, 1000, 999, 511, 513, 1025, 3, 7, -32767, 16385, 30000, -30000, 20000, 4095]" \
// RUN:   --define "I32=[0, 1, -1, 2**24 + 1, 2**24 + 3, 2**24 - 1, -(2**24 + 1), 2**31 - 1, -2**31, 2**30 + 1, 2**25 + 2, 2**25 + 6, 65504, 65520, -65520, 100000, 448, 464, 480, 500, 57344, 61440, 5, 7, -3, 2**31 - 64, -2, 65519, 2**24 + 2, 1000000, -1000000, 123456789]" \
// RUN:   --define "I64=[0, 1, -1, 2**53 + 1, 2**53 + 3, 2**63 - 1, -2**63, 2**24 + 1, -(2**53 + 1), 2**62 + 513, 2**40 + 1, 123456789012345678, -123456789012345678, -2, 2**63 - 2**10, 2**63 - 2**9, 2**31, 2**32 + 1, -(2**32 + 1), 65520, 3, -3, 2**54 + 2, 2**54 + 6, 2**53 + 2, 2**60 + 2**36 + 1, -(2**60), 1000, 2**62, 2**63 - 2**39 - 1, 2**63 - 2**40 + 2**39, 7]" \
// RUN:   make %t/f32.npy f32 "rn('f32', FT)" make %t/f64.npy f64 "rn('f64', FT)" \
// RUN:   make %t/f16.npy f16 "rn('f16', FT)" make %t/bf16.npy bf16 "rn('bf16', FT)" \
// RUN:   make %t/i8.npy int8 "I8" make %t/i16.npy int16 "I16" make %t/i32.npy int32 "I32" make %t/i64.npy int64 "I64" \
// RUN:   make %t/c0.npy f32 "rn('f32', [127.9, -128.9, -0.5, 0.0])" \
// RUN:   make %t/c1.npy f32 "rn('f32', [255.5, -0.75, 0.0, 1.0])" \
// RUN:   make %t/c2.npy f32 "rn('f32', [1.0, 'nan', 2.0, 3.0])" \
// RUN:   make %t/c3.npy f32 "rn('f32', [1.0, 2.0, '-inf', 3.0])" \
// RUN:   make %t/c4.npy f32 "rn('f32', [-128.75, 127.75, -129.0, 0.0])" \
// RUN:   make %t/c5.npy f32 "rn('f32', [128.0, 0.0, 0.0, 0.0])" \
// RUN:   make %t/c6.npy f32 "rn('f32', [0.0, 255.5, -0.75, -1.0])" \
// RUN:   make %t/c7.npy f32 "rn('f32', [0.0, 0.0, 256.0, 0.0])"

// RUN: tile-run %s --entry ftoi_f32 %t/f32.npy zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 -o %t/ftoi-f32
// RUN: tile-run %s --entry ftoi_f64 %t/f64.npy zeros:64 zeros:64 zeros:64 zeros:64 -o %t/ftoi-f64
// RUN: tile-run %s --entry ftoi_f16 %t/f16.npy zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 -o %t/ftoi-f16
// RUN: tile-run %s --entry ftoi_bf16 %t/bf16.npy zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 zeros:64 -o %t/ftoi-bf16
// RUN: tile-run %s --entry itof_i8 %t/i8.npy zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 -o %t/itof-i8
// RUN: tile-run %s --entry itof_i16 %t/i16.npy zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 -o %t/itof-i16
// RUN: tile-run %s --entry itof_i32 %t/i32.npy zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 -o %t/itof-i32
// RUN: tile-run %s --entry itof_i64 %t/i64.npy zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 -o %t/itof-i64
// RUN: %python %testlib/fpref.py \
// RUN:   --let x=%t/f32.npy \
// RUN:   same %t/ftoi-f32/arg1.npy "ftoi(x, 'f32', 1, True)" \
// RUN:   same %t/ftoi-f32/arg2.npy "ftoi(x, 'f32', 1, False)" \
// RUN:   same %t/ftoi-f32/arg3.npy "ftoi(x, 'f32', 8, True)" \
// RUN:   same %t/ftoi-f32/arg4.npy "ftoi(x, 'f32', 8, False)" \
// RUN:   same %t/ftoi-f32/arg5.npy "ftoi(x, 'f32', 16, True)" \
// RUN:   same %t/ftoi-f32/arg6.npy "ftoi(x, 'f32', 16, False)" \
// RUN:   same %t/ftoi-f32/arg7.npy "ftoi(x, 'f32', 32, True)" \
// RUN:   same %t/ftoi-f32/arg8.npy "ftoi(x, 'f32', 32, False)" \
// RUN:   same %t/ftoi-f32/arg9.npy "ftoi(x, 'f32', 64, True)" \
// RUN:   same %t/ftoi-f32/arg10.npy "ftoi(x, 'f32', 64, False)" \
// RUN:   --let x=%t/f64.npy \
// RUN:   same %t/ftoi-f64/arg1.npy "ftoi(x, 'f64', 32, True)" \
// RUN:   same %t/ftoi-f64/arg2.npy "ftoi(x, 'f64', 32, False)" \
// RUN:   same %t/ftoi-f64/arg3.npy "ftoi(x, 'f64', 64, True)" \
// RUN:   same %t/ftoi-f64/arg4.npy "ftoi(x, 'f64', 64, False)" \
// RUN:   --let x=%t/f16.npy \
// RUN:   same %t/ftoi-f16/arg1.npy "ftoi(x, 'f16', 8, True)" \
// RUN:   same %t/ftoi-f16/arg2.npy "ftoi(x, 'f16', 8, False)" \
// RUN:   same %t/ftoi-f16/arg3.npy "ftoi(x, 'f16', 16, True)" \
// RUN:   same %t/ftoi-f16/arg4.npy "ftoi(x, 'f16', 16, False)" \
// RUN:   same %t/ftoi-f16/arg5.npy "ftoi(x, 'f16', 32, True)" \
// RUN:   same %t/ftoi-f16/arg6.npy "ftoi(x, 'f16', 32, False)" \
// RUN:   --let x=%t/bf16.npy \
// RUN:   same %t/ftoi-bf16/arg1.npy "ftoi(x, 'bf16', 16, True)" \
// RUN:   same %t/ftoi-bf16/arg2.npy "ftoi(x, 'bf16', 16, False)" \
// RUN:   same %t/ftoi-bf16/arg3.npy "ftoi(x, 'bf16', 32, True)" \
// RUN:   same %t/ftoi-bf16/arg4.npy "ftoi(x, 'bf16', 32, False)" \
// RUN:   same %t/ftoi-bf16/arg5.npy "ftoi(x, 'bf16', 64, True)" \
// RUN:   same %t/ftoi-bf16/arg6.npy "ftoi(x, 'bf16', 64, False)" \
// RUN:   --let x=%t/i8.npy \
// RUN:   check f16 %t/itof-i8/arg1.npy "itof(x, 8, True, 'f16')" \
// RUN:   check f16 %t/itof-i8/arg2.npy "itof(x, 8, False, 'f16')" \
// RUN:   check f32 %t/itof-i8/arg3.npy "itof(x, 8, True, 'f32')" \
// RUN:   check f32 %t/itof-i8/arg4.npy "itof(x, 8, False, 'f32')" \
// RUN:   check f64 %t/itof-i8/arg5.npy "itof(x, 8, True, 'f64')" \
// RUN:   check f64 %t/itof-i8/arg6.npy "itof(x, 8, False, 'f64')" \
// RUN:   check bf16 %t/itof-i8/arg7.npy "itof(x, 8, True, 'bf16')" \
// RUN:   check bf16 %t/itof-i8/arg8.npy "itof(x, 8, False, 'bf16')" \
// RUN:   --let x=%t/i16.npy \
// RUN:   check f16 %t/itof-i16/arg1.npy "itof(x, 16, True, 'f16')" \
// RUN:   check f16 %t/itof-i16/arg2.npy "itof(x, 16, False, 'f16')" \
// RUN:   check f32 %t/itof-i16/arg3.npy "itof(x, 16, True, 'f32')" \
// RUN:   check f32 %t/itof-i16/arg4.npy "itof(x, 16, False, 'f32')" \
// RUN:   check f64 %t/itof-i16/arg5.npy "itof(x, 16, True, 'f64')" \
// RUN:   check f64 %t/itof-i16/arg6.npy "itof(x, 16, False, 'f64')" \
// RUN:   check bf16 %t/itof-i16/arg7.npy "itof(x, 16, True, 'bf16')" \
// RUN:   check bf16 %t/itof-i16/arg8.npy "itof(x, 16, False, 'bf16')" \
// RUN:   --let x=%t/i32.npy \
// RUN:   check f16 %t/itof-i32/arg1.npy "itof(x, 32, True, 'f16')" \
// RUN:   check f16 %t/itof-i32/arg2.npy "itof(x, 32, False, 'f16')" \
// RUN:   check f32 %t/itof-i32/arg3.npy "itof(x, 32, True, 'f32')" \
// RUN:   check f32 %t/itof-i32/arg4.npy "itof(x, 32, False, 'f32')" \
// RUN:   check f64 %t/itof-i32/arg5.npy "itof(x, 32, True, 'f64')" \
// RUN:   check f64 %t/itof-i32/arg6.npy "itof(x, 32, False, 'f64')" \
// RUN:   check bf16 %t/itof-i32/arg7.npy "itof(x, 32, True, 'bf16')" \
// RUN:   check bf16 %t/itof-i32/arg8.npy "itof(x, 32, False, 'bf16')" \
// RUN:   check tf32 %t/itof-i32/arg9.npy "itof(x, 32, True, 'tf32')" \
// RUN:   check f8E4M3FN %t/itof-i32/arg10.npy "itof(x, 32, True, 'f8E4M3FN')" \
// RUN:   check f8E5M2 %t/itof-i32/arg11.npy "itof(x, 32, True, 'f8E5M2')" \
// RUN:   check f4E2M1FN %t/itof-i32/arg12.npy "itof(x, 32, True, 'f4E2M1FN')" \
// RUN:   --let x=%t/i64.npy \
// RUN:   check f16 %t/itof-i64/arg1.npy "itof(x, 64, True, 'f16')" \
// RUN:   check f16 %t/itof-i64/arg2.npy "itof(x, 64, False, 'f16')" \
// RUN:   check f32 %t/itof-i64/arg3.npy "itof(x, 64, True, 'f32')" \
// RUN:   check f32 %t/itof-i64/arg4.npy "itof(x, 64, False, 'f32')" \
// RUN:   check f64 %t/itof-i64/arg5.npy "itof(x, 64, True, 'f64')" \
// RUN:   check f64 %t/itof-i64/arg6.npy "itof(x, 64, False, 'f64')" \
// RUN:   check bf16 %t/itof-i64/arg7.npy "itof(x, 64, True, 'bf16')" \
// RUN:   check bf16 %t/itof-i64/arg8.npy "itof(x, 64, False, 'bf16')"
// --check: silent on in-range values at the limits (signed: 127.9, -128.9,
// -0.5; unsigned: 255.5, -0.75), firing on the first undefined element.
// RUN: tile-run %s --check --entry check_signed %t/c0.npy zeros:4
// RUN: tile-run %s --check --entry check_unsigned %t/c1.npy zeros:4
// RUN: not tile-run %s --check --entry check_signed %t/c2.npy zeros:4 2>&1 | FileCheck %s --check-prefix=C2
// C2: error: 'cuda_tile.ftoi' --check: converting nan (NaN, infinite or out of range) at element [1] to an integer is undefined
// RUN: not tile-run %s --check --entry check_unsigned %t/c3.npy zeros:4 2>&1 | FileCheck %s --check-prefix=C3
// C3: error: 'cuda_tile.ftoi' --check: converting -inf {{.*}} at element [2]
// RUN: not tile-run %s --check --entry check_signed %t/c4.npy zeros:4 2>&1 | FileCheck %s --check-prefix=C4
// C4: error: 'cuda_tile.ftoi' --check: converting -129.0{{0*}} {{.*}} at element [2]
// RUN: not tile-run %s --check --entry check_signed %t/c5.npy zeros:4 2>&1 | FileCheck %s --check-prefix=C5
// C5: error: 'cuda_tile.ftoi' --check: converting 128.0{{0*}} {{.*}} at element [0]
// RUN: not tile-run %s --check --entry check_unsigned %t/c6.npy zeros:4 2>&1 | FileCheck %s --check-prefix=C6
// C6: error: 'cuda_tile.ftoi' --check: converting -1.0{{0*}} {{.*}} at element [3]
// RUN: not tile-run %s --check --entry check_unsigned %t/c7.npy zeros:4 2>&1 | FileCheck %s --check-prefix=C7
// C7: error: 'cuda_tile.ftoi' --check: converting 256.0{{0*}} {{.*}} at element [2]
// Without --check the same inputs run and give the defined results.
// RUN: tile-run %s --entry check_signed %t/c4.npy zeros:4 -o %t/c4
// RUN: tile-run %s --entry check_unsigned %t/c6.npy zeros:4 -o %t/c6
// RUN: %python %testlib/npytool.py expect %t/c4/arg1.npy "[-128, 127, -128, 0]"
// RUN: %python %testlib/npytool.py expect %t/c6/arg1.npy "[0, -1, 0, 0]"

cuda_tile.module @m {
  entry @ftoi_f32(%a: tile<ptr<f32>>, %o0: tile<ptr<i1>>, %o1: tile<ptr<i1>>, %o2: tile<ptr<i8>>, %o3: tile<ptr<i8>>, %o4: tile<ptr<i16>>, %o5: tile<ptr<i16>>, %o6: tile<ptr<i32>>, %o7: tile<ptr<i32>>, %o8: tile<ptr<i64>>, %o9: tile<ptr<i64>>) {
    %i64 = iota : tile<64xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %ap = offset %ab, %i64 : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<64xptr<f32>> -> tile<64xf32>, token
    %r0 = ftoi %x signed : tile<64xf32> -> tile<64xi1>
    %o0r = reshape %o0 : tile<ptr<i1>> -> tile<1xptr<i1>>
    %o0b = broadcast %o0r : tile<1xptr<i1>> -> tile<64xptr<i1>>
    %o0p = offset %o0b, %i64 : tile<64xptr<i1>>, tile<64xi32> -> tile<64xptr<i1>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<64xptr<i1>>, tile<64xi1> -> token
    %r1 = ftoi %x unsigned : tile<64xf32> -> tile<64xi1>
    %o1r = reshape %o1 : tile<ptr<i1>> -> tile<1xptr<i1>>
    %o1b = broadcast %o1r : tile<1xptr<i1>> -> tile<64xptr<i1>>
    %o1p = offset %o1b, %i64 : tile<64xptr<i1>>, tile<64xi32> -> tile<64xptr<i1>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<64xptr<i1>>, tile<64xi1> -> token
    %r2 = ftoi %x signed : tile<64xf32> -> tile<64xi8>
    %o2r = reshape %o2 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %o2b = broadcast %o2r : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %o2p = offset %o2b, %i64 : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<64xptr<i8>>, tile<64xi8> -> token
    %r3 = ftoi %x unsigned : tile<64xf32> -> tile<64xi8>
    %o3r = reshape %o3 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %o3b = broadcast %o3r : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %o3p = offset %o3b, %i64 : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<64xptr<i8>>, tile<64xi8> -> token
    %r4 = ftoi %x signed : tile<64xf32> -> tile<64xi16>
    %o4r = reshape %o4 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %o4b = broadcast %o4r : tile<1xptr<i16>> -> tile<64xptr<i16>>
    %o4p = offset %o4b, %i64 : tile<64xptr<i16>>, tile<64xi32> -> tile<64xptr<i16>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<64xptr<i16>>, tile<64xi16> -> token
    %r5 = ftoi %x unsigned : tile<64xf32> -> tile<64xi16>
    %o5r = reshape %o5 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %o5b = broadcast %o5r : tile<1xptr<i16>> -> tile<64xptr<i16>>
    %o5p = offset %o5b, %i64 : tile<64xptr<i16>>, tile<64xi32> -> tile<64xptr<i16>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<64xptr<i16>>, tile<64xi16> -> token
    %r6 = ftoi %x signed : tile<64xf32> -> tile<64xi32>
    %o6r = reshape %o6 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o6b = broadcast %o6r : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %o6p = offset %o6b, %i64 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<64xptr<i32>>, tile<64xi32> -> token
    %r7 = ftoi %x unsigned : tile<64xf32> -> tile<64xi32>
    %o7r = reshape %o7 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o7b = broadcast %o7r : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %o7p = offset %o7b, %i64 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<64xptr<i32>>, tile<64xi32> -> token
    %r8 = ftoi %x signed : tile<64xf32> -> tile<64xi64>
    %o8r = reshape %o8 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %o8b = broadcast %o8r : tile<1xptr<i64>> -> tile<64xptr<i64>>
    %o8p = offset %o8b, %i64 : tile<64xptr<i64>>, tile<64xi32> -> tile<64xptr<i64>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<64xptr<i64>>, tile<64xi64> -> token
    %r9 = ftoi %x unsigned : tile<64xf32> -> tile<64xi64>
    %o9r = reshape %o9 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %o9b = broadcast %o9r : tile<1xptr<i64>> -> tile<64xptr<i64>>
    %o9p = offset %o9b, %i64 : tile<64xptr<i64>>, tile<64xi32> -> tile<64xptr<i64>>
    %o9t0 = store_ptr_tko weak %o9p, %r9 : tile<64xptr<i64>>, tile<64xi64> -> token
    return
  }

  entry @ftoi_f64(%a: tile<ptr<f64>>, %o0: tile<ptr<i32>>, %o1: tile<ptr<i32>>, %o2: tile<ptr<i64>>, %o3: tile<ptr<i64>>) {
    %i64 = iota : tile<64xi32>
    %ar = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ab = broadcast %ar : tile<1xptr<f64>> -> tile<64xptr<f64>>
    %ap = offset %ab, %i64 : tile<64xptr<f64>>, tile<64xi32> -> tile<64xptr<f64>>
    %x, %xt = load_ptr_tko weak %ap : tile<64xptr<f64>> -> tile<64xf64>, token
    %r0 = ftoi %x signed : tile<64xf64> -> tile<64xi32>
    %o0r = reshape %o0 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o0b = broadcast %o0r : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %o0p = offset %o0b, %i64 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<64xptr<i32>>, tile<64xi32> -> token
    %r1 = ftoi %x unsigned : tile<64xf64> -> tile<64xi32>
    %o1r = reshape %o1 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o1b = broadcast %o1r : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %o1p = offset %o1b, %i64 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<64xptr<i32>>, tile<64xi32> -> token
    %r2 = ftoi %x signed : tile<64xf64> -> tile<64xi64>
    %o2r = reshape %o2 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %o2b = broadcast %o2r : tile<1xptr<i64>> -> tile<64xptr<i64>>
    %o2p = offset %o2b, %i64 : tile<64xptr<i64>>, tile<64xi32> -> tile<64xptr<i64>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<64xptr<i64>>, tile<64xi64> -> token
    %r3 = ftoi %x unsigned : tile<64xf64> -> tile<64xi64>
    %o3r = reshape %o3 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %o3b = broadcast %o3r : tile<1xptr<i64>> -> tile<64xptr<i64>>
    %o3p = offset %o3b, %i64 : tile<64xptr<i64>>, tile<64xi32> -> tile<64xptr<i64>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<64xptr<i64>>, tile<64xi64> -> token
    return
  }

  entry @ftoi_f16(%a: tile<ptr<f16>>, %o0: tile<ptr<i8>>, %o1: tile<ptr<i8>>, %o2: tile<ptr<i16>>, %o3: tile<ptr<i16>>, %o4: tile<ptr<i32>>, %o5: tile<ptr<i32>>) {
    %i64 = iota : tile<64xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<64xptr<f16>>
    %ap = offset %ab, %i64 : tile<64xptr<f16>>, tile<64xi32> -> tile<64xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<64xptr<f16>> -> tile<64xf16>, token
    %r0 = ftoi %x signed : tile<64xf16> -> tile<64xi8>
    %o0r = reshape %o0 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %o0b = broadcast %o0r : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %o0p = offset %o0b, %i64 : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<64xptr<i8>>, tile<64xi8> -> token
    %r1 = ftoi %x unsigned : tile<64xf16> -> tile<64xi8>
    %o1r = reshape %o1 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %o1b = broadcast %o1r : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %o1p = offset %o1b, %i64 : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<64xptr<i8>>, tile<64xi8> -> token
    %r2 = ftoi %x signed : tile<64xf16> -> tile<64xi16>
    %o2r = reshape %o2 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %o2b = broadcast %o2r : tile<1xptr<i16>> -> tile<64xptr<i16>>
    %o2p = offset %o2b, %i64 : tile<64xptr<i16>>, tile<64xi32> -> tile<64xptr<i16>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<64xptr<i16>>, tile<64xi16> -> token
    %r3 = ftoi %x unsigned : tile<64xf16> -> tile<64xi16>
    %o3r = reshape %o3 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %o3b = broadcast %o3r : tile<1xptr<i16>> -> tile<64xptr<i16>>
    %o3p = offset %o3b, %i64 : tile<64xptr<i16>>, tile<64xi32> -> tile<64xptr<i16>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<64xptr<i16>>, tile<64xi16> -> token
    %r4 = ftoi %x signed : tile<64xf16> -> tile<64xi32>
    %o4r = reshape %o4 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o4b = broadcast %o4r : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %o4p = offset %o4b, %i64 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<64xptr<i32>>, tile<64xi32> -> token
    %r5 = ftoi %x unsigned : tile<64xf16> -> tile<64xi32>
    %o5r = reshape %o5 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o5b = broadcast %o5r : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %o5p = offset %o5b, %i64 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<64xptr<i32>>, tile<64xi32> -> token
    return
  }

  entry @ftoi_bf16(%a: tile<ptr<bf16>>, %o0: tile<ptr<i16>>, %o1: tile<ptr<i16>>, %o2: tile<ptr<i32>>, %o3: tile<ptr<i32>>, %o4: tile<ptr<i64>>, %o5: tile<ptr<i64>>) {
    %i64 = iota : tile<64xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<64xptr<bf16>>
    %ap = offset %ab, %i64 : tile<64xptr<bf16>>, tile<64xi32> -> tile<64xptr<bf16>>
    %x, %xt = load_ptr_tko weak %ap : tile<64xptr<bf16>> -> tile<64xbf16>, token
    %r0 = ftoi %x signed : tile<64xbf16> -> tile<64xi16>
    %o0r = reshape %o0 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %o0b = broadcast %o0r : tile<1xptr<i16>> -> tile<64xptr<i16>>
    %o0p = offset %o0b, %i64 : tile<64xptr<i16>>, tile<64xi32> -> tile<64xptr<i16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<64xptr<i16>>, tile<64xi16> -> token
    %r1 = ftoi %x unsigned : tile<64xbf16> -> tile<64xi16>
    %o1r = reshape %o1 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %o1b = broadcast %o1r : tile<1xptr<i16>> -> tile<64xptr<i16>>
    %o1p = offset %o1b, %i64 : tile<64xptr<i16>>, tile<64xi32> -> tile<64xptr<i16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<64xptr<i16>>, tile<64xi16> -> token
    %r2 = ftoi %x signed : tile<64xbf16> -> tile<64xi32>
    %o2r = reshape %o2 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o2b = broadcast %o2r : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %o2p = offset %o2b, %i64 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<64xptr<i32>>, tile<64xi32> -> token
    %r3 = ftoi %x unsigned : tile<64xbf16> -> tile<64xi32>
    %o3r = reshape %o3 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o3b = broadcast %o3r : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %o3p = offset %o3b, %i64 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<64xptr<i32>>, tile<64xi32> -> token
    %r4 = ftoi %x signed : tile<64xbf16> -> tile<64xi64>
    %o4r = reshape %o4 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %o4b = broadcast %o4r : tile<1xptr<i64>> -> tile<64xptr<i64>>
    %o4p = offset %o4b, %i64 : tile<64xptr<i64>>, tile<64xi32> -> tile<64xptr<i64>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<64xptr<i64>>, tile<64xi64> -> token
    %r5 = ftoi %x unsigned : tile<64xbf16> -> tile<64xi64>
    %o5r = reshape %o5 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %o5b = broadcast %o5r : tile<1xptr<i64>> -> tile<64xptr<i64>>
    %o5p = offset %o5b, %i64 : tile<64xptr<i64>>, tile<64xi32> -> tile<64xptr<i64>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<64xptr<i64>>, tile<64xi64> -> token
    return
  }

  entry @itof_i8(%a: tile<ptr<i8>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<f16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f32>>, %o4: tile<ptr<f64>>, %o5: tile<ptr<f64>>, %o6: tile<ptr<bf16>>, %o7: tile<ptr<bf16>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<i8>> -> tile<1xptr<i8>>
    %ab = broadcast %ar : tile<1xptr<i8>> -> tile<32xptr<i8>>
    %ap = offset %ab, %i32 : tile<32xptr<i8>>, tile<32xi32> -> tile<32xptr<i8>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<i8>> -> tile<32xi8>, token
    %r0 = itof %x signed : tile<32xi8> -> tile<32xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %o0p = offset %o0b, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<32xptr<f16>>, tile<32xf16> -> token
    %r1 = itof %x unsigned : tile<32xi8> -> tile<32xf16>
    %o1r = reshape %o1 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o1b = broadcast %o1r : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %o1p = offset %o1b, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<32xptr<f16>>, tile<32xf16> -> token
    %r2 = itof %x signed : tile<32xi8> -> tile<32xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %o2p = offset %o2b, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<32xptr<f32>>, tile<32xf32> -> token
    %r3 = itof %x unsigned : tile<32xi8> -> tile<32xf32>
    %o3r = reshape %o3 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o3b = broadcast %o3r : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %o3p = offset %o3b, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<32xptr<f32>>, tile<32xf32> -> token
    %r4 = itof %x signed : tile<32xi8> -> tile<32xf64>
    %o4r = reshape %o4 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o4b = broadcast %o4r : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %o4p = offset %o4b, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<32xptr<f64>>, tile<32xf64> -> token
    %r5 = itof %x unsigned : tile<32xi8> -> tile<32xf64>
    %o5r = reshape %o5 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o5b = broadcast %o5r : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %o5p = offset %o5b, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<32xptr<f64>>, tile<32xf64> -> token
    %r6 = itof %x signed : tile<32xi8> -> tile<32xbf16>
    %o6r = reshape %o6 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o6b = broadcast %o6r : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %o6p = offset %o6b, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %r7 = itof %x unsigned : tile<32xi8> -> tile<32xbf16>
    %o7r = reshape %o7 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o7b = broadcast %o7r : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %o7p = offset %o7b, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<32xptr<bf16>>, tile<32xbf16> -> token
    return
  }

  entry @itof_i16(%a: tile<ptr<i16>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<f16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f32>>, %o4: tile<ptr<f64>>, %o5: tile<ptr<f64>>, %o6: tile<ptr<bf16>>, %o7: tile<ptr<bf16>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<i16>> -> tile<1xptr<i16>>
    %ab = broadcast %ar : tile<1xptr<i16>> -> tile<32xptr<i16>>
    %ap = offset %ab, %i32 : tile<32xptr<i16>>, tile<32xi32> -> tile<32xptr<i16>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<i16>> -> tile<32xi16>, token
    %r0 = itof %x signed : tile<32xi16> -> tile<32xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %o0p = offset %o0b, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<32xptr<f16>>, tile<32xf16> -> token
    %r1 = itof %x unsigned : tile<32xi16> -> tile<32xf16>
    %o1r = reshape %o1 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o1b = broadcast %o1r : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %o1p = offset %o1b, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<32xptr<f16>>, tile<32xf16> -> token
    %r2 = itof %x signed : tile<32xi16> -> tile<32xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %o2p = offset %o2b, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<32xptr<f32>>, tile<32xf32> -> token
    %r3 = itof %x unsigned : tile<32xi16> -> tile<32xf32>
    %o3r = reshape %o3 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o3b = broadcast %o3r : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %o3p = offset %o3b, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<32xptr<f32>>, tile<32xf32> -> token
    %r4 = itof %x signed : tile<32xi16> -> tile<32xf64>
    %o4r = reshape %o4 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o4b = broadcast %o4r : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %o4p = offset %o4b, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<32xptr<f64>>, tile<32xf64> -> token
    %r5 = itof %x unsigned : tile<32xi16> -> tile<32xf64>
    %o5r = reshape %o5 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o5b = broadcast %o5r : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %o5p = offset %o5b, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<32xptr<f64>>, tile<32xf64> -> token
    %r6 = itof %x signed : tile<32xi16> -> tile<32xbf16>
    %o6r = reshape %o6 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o6b = broadcast %o6r : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %o6p = offset %o6b, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %r7 = itof %x unsigned : tile<32xi16> -> tile<32xbf16>
    %o7r = reshape %o7 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o7b = broadcast %o7r : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %o7p = offset %o7b, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<32xptr<bf16>>, tile<32xbf16> -> token
    return
  }

  entry @itof_i32(%a: tile<ptr<i32>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<f16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f32>>, %o4: tile<ptr<f64>>, %o5: tile<ptr<f64>>, %o6: tile<ptr<bf16>>, %o7: tile<ptr<bf16>>, %o8: tile<ptr<tf32>>, %o9: tile<ptr<f8E4M3FN>>, %o10: tile<ptr<f8E5M2>>, %o11: tile<ptr<f4E2M1FN>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ab = broadcast %ar : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %ap = offset %ab, %i32 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<i32>> -> tile<32xi32>, token
    %r0 = itof %x signed : tile<32xi32> -> tile<32xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %o0p = offset %o0b, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<32xptr<f16>>, tile<32xf16> -> token
    %r1 = itof %x unsigned : tile<32xi32> -> tile<32xf16>
    %o1r = reshape %o1 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o1b = broadcast %o1r : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %o1p = offset %o1b, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<32xptr<f16>>, tile<32xf16> -> token
    %r2 = itof %x signed : tile<32xi32> -> tile<32xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %o2p = offset %o2b, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<32xptr<f32>>, tile<32xf32> -> token
    %r3 = itof %x unsigned : tile<32xi32> -> tile<32xf32>
    %o3r = reshape %o3 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o3b = broadcast %o3r : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %o3p = offset %o3b, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<32xptr<f32>>, tile<32xf32> -> token
    %r4 = itof %x signed : tile<32xi32> -> tile<32xf64>
    %o4r = reshape %o4 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o4b = broadcast %o4r : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %o4p = offset %o4b, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<32xptr<f64>>, tile<32xf64> -> token
    %r5 = itof %x unsigned : tile<32xi32> -> tile<32xf64>
    %o5r = reshape %o5 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o5b = broadcast %o5r : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %o5p = offset %o5b, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<32xptr<f64>>, tile<32xf64> -> token
    %r6 = itof %x signed : tile<32xi32> -> tile<32xbf16>
    %o6r = reshape %o6 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o6b = broadcast %o6r : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %o6p = offset %o6b, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %r7 = itof %x unsigned : tile<32xi32> -> tile<32xbf16>
    %o7r = reshape %o7 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o7b = broadcast %o7r : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %o7p = offset %o7b, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %r8 = itof %x signed : tile<32xi32> -> tile<32xtf32>
    %o8r = reshape %o8 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o8b = broadcast %o8r : tile<1xptr<tf32>> -> tile<32xptr<tf32>>
    %o8p = offset %o8b, %i32 : tile<32xptr<tf32>>, tile<32xi32> -> tile<32xptr<tf32>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<32xptr<tf32>>, tile<32xtf32> -> token
    %r9 = itof %x signed : tile<32xi32> -> tile<32xf8E4M3FN>
    %o9r = reshape %o9 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o9b = broadcast %o9r : tile<1xptr<f8E4M3FN>> -> tile<32xptr<f8E4M3FN>>
    %o9p = offset %o9b, %i32 : tile<32xptr<f8E4M3FN>>, tile<32xi32> -> tile<32xptr<f8E4M3FN>>
    %o9t0 = store_ptr_tko weak %o9p, %r9 : tile<32xptr<f8E4M3FN>>, tile<32xf8E4M3FN> -> token
    %r10 = itof %x signed : tile<32xi32> -> tile<32xf8E5M2>
    %o10r = reshape %o10 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o10b = broadcast %o10r : tile<1xptr<f8E5M2>> -> tile<32xptr<f8E5M2>>
    %o10p = offset %o10b, %i32 : tile<32xptr<f8E5M2>>, tile<32xi32> -> tile<32xptr<f8E5M2>>
    %o10t0 = store_ptr_tko weak %o10p, %r10 : tile<32xptr<f8E5M2>>, tile<32xf8E5M2> -> token
    %r11 = itof %x signed : tile<32xi32> -> tile<32xf4E2M1FN>
    %o11r = reshape %o11 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o11b = broadcast %o11r : tile<1xptr<f4E2M1FN>> -> tile<32xptr<f4E2M1FN>>
    %o11p = offset %o11b, %i32 : tile<32xptr<f4E2M1FN>>, tile<32xi32> -> tile<32xptr<f4E2M1FN>>
    %o11t0 = store_ptr_tko weak %o11p, %r11 : tile<32xptr<f4E2M1FN>>, tile<32xf4E2M1FN> -> token
    return
  }

  entry @itof_i64(%a: tile<ptr<i64>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<f16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f32>>, %o4: tile<ptr<f64>>, %o5: tile<ptr<f64>>, %o6: tile<ptr<bf16>>, %o7: tile<ptr<bf16>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<i64>> -> tile<1xptr<i64>>
    %ab = broadcast %ar : tile<1xptr<i64>> -> tile<32xptr<i64>>
    %ap = offset %ab, %i32 : tile<32xptr<i64>>, tile<32xi32> -> tile<32xptr<i64>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<i64>> -> tile<32xi64>, token
    %r0 = itof %x signed : tile<32xi64> -> tile<32xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %o0p = offset %o0b, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<32xptr<f16>>, tile<32xf16> -> token
    %r1 = itof %x unsigned : tile<32xi64> -> tile<32xf16>
    %o1r = reshape %o1 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o1b = broadcast %o1r : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %o1p = offset %o1b, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<32xptr<f16>>, tile<32xf16> -> token
    %r2 = itof %x signed : tile<32xi64> -> tile<32xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %o2p = offset %o2b, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<32xptr<f32>>, tile<32xf32> -> token
    %r3 = itof %x unsigned : tile<32xi64> -> tile<32xf32>
    %o3r = reshape %o3 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o3b = broadcast %o3r : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %o3p = offset %o3b, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<32xptr<f32>>, tile<32xf32> -> token
    %r4 = itof %x signed : tile<32xi64> -> tile<32xf64>
    %o4r = reshape %o4 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o4b = broadcast %o4r : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %o4p = offset %o4b, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<32xptr<f64>>, tile<32xf64> -> token
    %r5 = itof %x unsigned : tile<32xi64> -> tile<32xf64>
    %o5r = reshape %o5 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o5b = broadcast %o5r : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %o5p = offset %o5b, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<32xptr<f64>>, tile<32xf64> -> token
    %r6 = itof %x signed : tile<32xi64> -> tile<32xbf16>
    %o6r = reshape %o6 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o6b = broadcast %o6r : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %o6p = offset %o6b, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %r7 = itof %x unsigned : tile<32xi64> -> tile<32xbf16>
    %o7r = reshape %o7 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o7b = broadcast %o7r : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %o7p = offset %o7b, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<32xptr<bf16>>, tile<32xbf16> -> token
    return
  }

  entry @check_signed(%a: tile<ptr<f32>>, %o: tile<ptr<i8>>) {
    %i4 = iota : tile<4xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %ap = offset %ab, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<4xptr<f32>> -> tile<4xf32>, token
    %r = ftoi %x signed : tile<4xf32> -> tile<4xi8>
    %or = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %ob = broadcast %or : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %op = offset %ob, %i4 : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %ot0 = store_ptr_tko weak %op, %r : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }

  entry @check_unsigned(%a: tile<ptr<f32>>, %o: tile<ptr<i8>>) {
    %i4 = iota : tile<4xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %ap = offset %ab, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<4xptr<f32>> -> tile<4xf32>, token
    %r = ftoi %x unsigned : tile<4xf32> -> tile<4xi8>
    %or = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %ob = broadcast %or : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %op = offset %ob, %i4 : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %ot0 = store_ptr_tko weak %op, %r : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }
}
