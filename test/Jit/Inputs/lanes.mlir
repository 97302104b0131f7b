// One-pixel-per-block kernels for lanes across blocks (test/Jit/lanes.test).
cuda_tile.module @lanes {
  // out[y * w + x] = 3 * in[y * w + x] + y for x < n (masked load with
  // padding -7 for x >= n, masked store for x < n + 2): lanes past n load
  // the padding, two of them store it.
  entry @masked(%in: tile<ptr<i32>>, %out: tile<ptr<i32>>, %n: tile<i32>, %w: tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %an = assume bounded<0, ?>, %n : tile<i32>
    %row = muli %y, %w : tile<i32>
    %i = addi %row, %x : tile<i32>
    %pin = offset %in, %i : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %inside = cmpi less_than %x, %an, signed : tile<i32> -> tile<i1>
    %pad = constant <i32: -7> : tile<i32>
    %v, %t = load_ptr_tko weak %pin, %inside, %pad : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
    %c3 = constant <i32: 3> : tile<i32>
    %v3 = muli %v, %c3 : tile<i32>
    %r = addi %v3, %y : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %n2 = addi %an, %c2 : tile<i32>
    %st = cmpi less_than %x, %n2, signed : tile<i32> -> tile<i1>
    %pout = offset %out, %i : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t2 = store_ptr_tko weak %pout, %r, %st : tile<ptr<i32>>, tile<i32>, tile<i1> -> token
    return
  }

  // Stores first[x] = x, then loads in[x] with no mask: the blocks past
  // the end of `in` fault, the first one is the error.
  entry @fault(%in: tile<ptr<f32>>, %first: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %pfirst = offset %first, %x : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %fx = itof %x signed : tile<i32> -> tile<f32>
    %t1 = store_ptr_tko weak %pfirst, %fx : tile<ptr<f32>>, tile<f32> -> token
    %pin = offset %in, %x : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %v, %t2 = load_ptr_tko weak %pin : tile<ptr<f32>> -> tile<f32>, token
    %s = addf %v, %fx : tile<f32>
    %pout = offset %out, %x : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %t3 = store_ptr_tko weak %pout, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

  // Not eligible: two stores through one parameter (blocks could write one
  // address in another order). out[x] = 2 * in[x].
  entry @two_stores(%in: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %pin = offset %in, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %pin : tile<ptr<i32>> -> tile<i32>, token
    %pout = offset %out, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t1 = store_ptr_tko weak %pout, %v : tile<ptr<i32>>, tile<i32> -> token
    %d = addi %v, %v : tile<i32>
    %t2 = store_ptr_tko weak %pout, %d : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // Uniform control flow around varying values: a for loop with uniform
  // bounds carrying a varying sum, an if on a uniform flag yielding a
  // varying value in one branch and a uniform one in the other.
  // out[x] = sum_{i < k} (in[x] * i) + (flag ? x : 100).
  entry @uniform_flow(%in: tile<ptr<i64>>, %out: tile<ptr<i64>>, %k: tile<i32>, %flag: tile<i1>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %pin = offset %in, %x : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %v, %t = load_ptr_tko weak %pin : tile<ptr<i64>> -> tile<i64>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %z64 = constant <i64: 0> : tile<i64>
    %sum = for %i in (%c0 to %k, step %c1) : tile<i32> iter_values(%acc = %z64) -> (tile<i64>) {
      %i64 = exti %i signed : tile<i32> -> tile<i64>
      %p = muli %v, %i64 : tile<i64>
      %a = addi %acc, %p : tile<i64>
      continue %a : tile<i64>
    }
    %extra = if %flag -> (tile<i64>) {
      %x64 = exti %x signed : tile<i32> -> tile<i64>
      yield %x64 : tile<i64>
    } else {
      %h = constant <i64: 100> : tile<i64>
      yield %h : tile<i64>
    }
    %r = addi %sum, %extra : tile<i64>
    %pout = offset %out, %x : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %t2 = store_ptr_tko weak %pout, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }

  // Not eligible: an if on a condition that differs between blocks.
  // out[x] = x odd ? in[x] : -in[x].
  entry @varying_if(%in: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %pin = offset %in, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %pin : tile<ptr<i32>> -> tile<i32>, token
    %c1 = constant <i32: 1> : tile<i32>
    %bit = andi %x, %c1 : tile<i32>
    %odd = cmpi equal %bit, %c1, signed : tile<i32> -> tile<i1>
    %r = if %odd -> (tile<i32>) {
      yield %v : tile<i32>
    } else {
      %n = negi %v : tile<i32>
      yield %n : tile<i32>
    }
    %pout = offset %out, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t2 = store_ptr_tko weak %pout, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // Every block stores its x to out[0] (a uniform pointer, a varying
  // value): lanes store in block order, so with one thread the last block's
  // x stays.
  entry @last_writer(%out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t = store_ptr_tko weak %out, %x : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // out[x * ko] = in[off + x * k] + 1 for x < n (padding 100 past n): the
  // lanes' addresses step by k and ko bytes, which the JIT serves with one
  // masked load or store of their span for strides 1 to 4, else by gathers
  // and scatters (strides 0, negative, 5).
  entry @strided(%in: tile<ptr<i8>>, %out: tile<ptr<i8>>, %k: tile<i32>, %off: tile<i32>, %n: tile<i32>, %ko: tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %xk = muli %x, %k : tile<i32>
    %i = addi %xk, %off : tile<i32>
    %pin = offset %in, %i : tile<ptr<i8>>, tile<i32> -> tile<ptr<i8>>
    %inside = cmpi less_than %x, %n, signed : tile<i32> -> tile<i1>
    %pad = constant <i8: 100> : tile<i8>
    %v, %t = load_ptr_tko weak %pin, %inside, %pad : tile<ptr<i8>>, tile<i1>, tile<i8> -> tile<i8>, token
    %c1 = constant <i8: 1> : tile<i8>
    %r = addi %v, %c1 : tile<i8>
    %o = muli %x, %ko : tile<i32>
    %pout = offset %out, %o : tile<ptr<i8>>, tile<i32> -> tile<ptr<i8>>
    %t2 = store_ptr_tko weak %pout, %r, %inside : tile<ptr<i8>>, tile<i8>, tile<i1> -> token
    return
  }

  // Narrow (i32) offsets that wrap past 2^31 - 1 within a group of blocks:
  // x + k, then -k as a 64-bit offset. Blocks below 2^31 - k read in[x];
  // the first block past it points 2^32 elements below `in` and faults.
  entry @narrow_wrap(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>, %k: tile<i32>, %negk: tile<i64>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %i = addi %x, %k : tile<i32>
    %p1 = offset %in, %i : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %p = offset %p1, %negk : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %po = offset %out, %x : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %t2 = store_ptr_tko weak %po, %v : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
