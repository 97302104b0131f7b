cuda_tile.module @kernel {
  entry @axpy_guarded(%x: tile<f32>, %y: tile<f32>, %a: tile<f32>, %out: tile<ptr<f32>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %zero = constant <f32: 0.0> : tile<f32>
    %zero2 = constant <f32: 0.0> : tile<f32>
    %half = constant <f32: 0.5> : tile<f32>
    %quarter = constant <f32: 0.25> : tile<f32>
    %r = for %i in (%c0 to %c16, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<f32>) {
      %p = mulf %a, %x : tile<f32>
      %s = addf %y, %p : tile<f32>
      %c = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<f32>) {
        %t = addf %acc, %s : tile<f32>
        yield %t : tile<f32>
      } else {
        yield %acc : tile<f32>
      }
      continue %v : tile<f32>
    }
    %k = addf %half, %quarter : tile<f32>
    %w = addf %r, %k : tile<f32>
    %t = store_ptr_tko weak %out, %w : tile<ptr<f32>>, tile<f32> -> token
    %t2 = store_ptr_tko weak %out, %zero2 : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
