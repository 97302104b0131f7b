// A module using what TileKit's cuda_tile dialect defines so far: globals,
// an entry with optimization hints, constants, and assumptions.
cuda_tile.module @example attributes {producer = "tilekit-example"} {
  global @table <f32: [1.0, 2.0, 4.0, 8.0]> : tile<4xf32>
  global private constant @lut alignment = 16 <i32: [7, 8]> : tile<2xi32>
  entry @kernel(%out: tile<ptr<f32>>, %n: tile<i32>,
                %view: tensor_view<?x64xf32, strides=[64,1]>)
      optimization_hints=<sm_100 = {num_cta_in_cga = 2}, default = {occupancy = 4}> {
    %aligned = assume div_by<16>, %out : tile<ptr<f32>>
    %bounded = assume bounded<0, 1024>, %n : tile<i32>
    %aligned_view = assume div_by<128>, %view : tensor_view<?x64xf32, strides=[64,1]>
    %table = get_global @table : tile<ptr<f32>>
    %zero = constant <f32: 0.0> : tile<8x8xf32>
    %mask = constant <i1: [true, false, true, false]> : tile<4xi1>
    %nan = constant <f16: 0x7E00> : tile<4xf16>
  }
}
