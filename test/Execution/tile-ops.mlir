// Tile construction and reshaping: iota, broadcast, reshape, permute (2-D
// and 3-D) and cat (dims 0, 1 and a middle dim). All results are stored
// through pointer parameters; expected values are numpy expressions
// (np.arange(...).reshape(...).transpose(...)) or written out by hand.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --entry iota zeros:256 zeros:8 zeros:4 zeros:2 -o %t/iota
// RUN: %python %testlib/npytool.py expect %t/iota/arg0.npy "np.arange(256).astype(np.uint8).view(np.int8)"
// RUN: %python %testlib/npytool.py expect %t/iota/arg1.npy "np.arange(8)"
// RUN: %python %testlib/npytool.py expect %t/iota/arg2.npy "np.arange(4)"
// RUN: %python %testlib/npytool.py expect %t/iota/arg3.npy "[False, True]"
// RUN: tile-run %s --entry layout zeros:8 zeros:64 zeros:128 zeros:64 -o %t/layout
// RUN: %python %testlib/npytool.py expect %t/layout/arg0.npy "np.arange(8).reshape(4, 2).T.ravel()"
// RUN: %python %testlib/npytool.py expect %t/layout/arg1.npy "[1, 2, 3, 4] * 4 + [10] * 4 + [20] * 4 + [30] * 4 + [40] * 4 + ([1, 2] * 4 + [3, 4] * 4) * 2"
// RUN: %python %testlib/npytool.py expect %t/layout/arg2.npy "np.concatenate([np.arange(64).reshape(2, 4, 8).transpose(2, 0, 1).ravel(), np.arange(64).reshape(2, 4, 8).transpose(1, 2, 0).ravel()])"
// RUN: %python %testlib/npytool.py expect %t/layout/arg3.npy "[1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18] + [1, 2, 3, 4, 11, 12, 13, 14, 5, 6, 7, 8, 15, 16, 17, 18] + [1, 2, 3, 4, 11, 12, 13, 14, 5, 6, 7, 8, 15, 16, 17, 18] * 2"

cuda_tile.module @m {
  // iota counts 0..n-1 in the element type: an i8 iota of 256 elements
  // wraps to -128..-1 after 127; i1 gives false, true.
  entry @iota(%o8: tile<ptr<i8>>, %o32: tile<ptr<i32>>, %o64: tile<ptr<i64>>, %o1: tile<ptr<i1>>) {
    %a = iota : tile<256xi8>
    %ia = iota : tile<256xi32>
    %ra = reshape %o8 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %ba = broadcast %ra : tile<1xptr<i8>> -> tile<256xptr<i8>>
    %pa = offset %ba, %ia : tile<256xptr<i8>>, tile<256xi32> -> tile<256xptr<i8>>
    %ta = store_ptr_tko weak %pa, %a : tile<256xptr<i8>>, tile<256xi8> -> token
    %b = iota : tile<8xi32>
    %ib = iota : tile<8xi32>
    %rb = reshape %o32 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bb = broadcast %rb : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %pb = offset %bb, %ib : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %tb = store_ptr_tko weak %pb, %b : tile<8xptr<i32>>, tile<8xi32> -> token
    %c = iota : tile<4xi64>
    %ic = iota : tile<4xi32>
    %rc = reshape %o64 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bc = broadcast %rc : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pc = offset %bc, %ic : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %tc = store_ptr_tko weak %pc, %c : tile<4xptr<i64>>, tile<4xi64> -> token
    %d = iota : tile<2xi1>
    %id = iota : tile<2xi32>
    %rd = reshape %o1 : tile<ptr<i1>> -> tile<1xptr<i1>>
    %bd = broadcast %rd : tile<1xptr<i1>> -> tile<2xptr<i1>>
    %pd = offset %bd, %id : tile<2xptr<i1>>, tile<2xi32> -> tile<2xptr<i1>>
    %td = store_ptr_tko weak %pd, %d : tile<2xptr<i1>>, tile<2xi1> -> token
    return
  }

  // Output 0: reshape 8 -> 4x2 keeps row-major order ([[0,1],[2,3],...]),
  // permute [1, 0] transposes it.
  // Output 1: broadcast of a 1x4 row to 4x4, a 4x1 column to 4x4, and a
  // 2x1x2 tile to 2x4x2 (twice).
  // Output 2: result dimension i is source dimension perm[i]; with the
  // 3-cycles [2, 0, 1] and [1, 2, 0] a wrong convention gives the other one.
  // Output 3: cat of [[1..4], [5..8]] and [[11..14], [15..18]] along dim 0,
  // along dim 1, and as 2x2x2 tiles along dim 1 (twice).
  entry @layout(%o_rp: tile<ptr<i32>>, %o_bc: tile<ptr<i32>>, %o_pm: tile<ptr<i32>>, %o_cat: tile<ptr<i32>>) {
    %i8 = iota : tile<8xi32>
    %m42 = reshape %i8 : tile<8xi32> -> tile<4x2xi32>
    %m24 = permute %m42 [1, 0] : tile<4x2xi32> -> tile<2x4xi32>
    %frp = reshape %m24 : tile<2x4xi32> -> tile<8xi32>
    %irp = iota : tile<8xi32>
    %rrp = reshape %o_rp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %brp = broadcast %rrp : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %prp = offset %brp, %irp : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %trp = store_ptr_tko weak %prp, %frp : tile<8xptr<i32>>, tile<8xi32> -> token
    %row = constant <i32: [[1, 2, 3, 4]]> : tile<1x4xi32>
    %rows = broadcast %row : tile<1x4xi32> -> tile<4x4xi32>
    %col = constant <i32: [[10], [20], [30], [40]]> : tile<4x1xi32>
    %cols = broadcast %col : tile<4x1xi32> -> tile<4x4xi32>
    %mid = constant <i32: [[[1, 2]], [[3, 4]]]> : tile<2x1x2xi32>
    %mids = broadcast %mid : tile<2x1x2xi32> -> tile<2x4x2xi32>
    %rows16 = reshape %rows : tile<4x4xi32> -> tile<16xi32>
    %cols16 = reshape %cols : tile<4x4xi32> -> tile<16xi32>
    %mids16 = reshape %mids : tile<2x4x2xi32> -> tile<16xi32>
    %bc32 = cat %rows16, %cols16 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %bc48 = cat %mids16, %mids16 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %bc = cat %bc32, %bc48 dim = 0 : tile<32xi32>, tile<32xi32> -> tile<64xi32>
    %ibc = iota : tile<64xi32>
    %rbc = reshape %o_bc : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bbc = broadcast %rbc : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %pbc = offset %bbc, %ibc : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %tbc = store_ptr_tko weak %pbc, %bc : tile<64xptr<i32>>, tile<64xi32> -> token
    %i64 = iota : tile<64xi32>
    %cube = reshape %i64 : tile<64xi32> -> tile<2x4x8xi32>
    %p201 = permute %cube [2, 0, 1] : tile<2x4x8xi32> -> tile<8x2x4xi32>
    %p120 = permute %cube [1, 2, 0] : tile<2x4x8xi32> -> tile<4x8x2xi32>
    %f201 = reshape %p201 : tile<8x2x4xi32> -> tile<64xi32>
    %f120 = reshape %p120 : tile<4x8x2xi32> -> tile<64xi32>
    %pm = cat %f201, %f120 dim = 0 : tile<64xi32>, tile<64xi32> -> tile<128xi32>
    %ipm = iota : tile<128xi32>
    %rpm = reshape %o_pm : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bpm = broadcast %rpm : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %ppm = offset %bpm, %ipm : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %tpm = store_ptr_tko weak %ppm, %pm : tile<128xptr<i32>>, tile<128xi32> -> token
    %ca = constant <i32: [[1, 2, 3, 4], [5, 6, 7, 8]]> : tile<2x4xi32>
    %cb = constant <i32: [[11, 12, 13, 14], [15, 16, 17, 18]]> : tile<2x4xi32>
    %cat0 = cat %ca, %cb dim = 0 : tile<2x4xi32>, tile<2x4xi32> -> tile<4x4xi32>
    %cat1 = cat %ca, %cb dim = 1 : tile<2x4xi32>, tile<2x4xi32> -> tile<2x8xi32>
    %ta = reshape %ca : tile<2x4xi32> -> tile<2x2x2xi32>
    %tb = reshape %cb : tile<2x4xi32> -> tile<2x2x2xi32>
    %cat3 = cat %ta, %tb dim = 1 : tile<2x2x2xi32>, tile<2x2x2xi32> -> tile<2x4x2xi32>
    %g0 = reshape %cat0 : tile<4x4xi32> -> tile<16xi32>
    %g1 = reshape %cat1 : tile<2x8xi32> -> tile<16xi32>
    %g3 = reshape %cat3 : tile<2x4x2xi32> -> tile<16xi32>
    %g01 = cat %g0, %g1 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %g33 = cat %g3, %g3 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %gall = cat %g01, %g33 dim = 0 : tile<32xi32>, tile<32xi32> -> tile<64xi32>
    %icat = iota : tile<64xi32>
    %rcat = reshape %o_cat : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bcat = broadcast %rcat : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %pcat = offset %bcat, %icat : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %tcat = store_ptr_tko weak %pcat, %gall : tile<64xptr<i32>>, tile<64xi32> -> token
    return
  }
}
