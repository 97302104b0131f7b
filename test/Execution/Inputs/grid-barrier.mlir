// Every block arrives at a grid barrier (an atomic add), then spins until
// all blocks arrived: all of them wait at once, each on its fiber.
cuda_tile.module @barrier {
  entry @barrier(%counter: tile<ptr<i32>>) {
    %n, %ny, %nz = get_num_tile_blocks : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %old, %t = atomic_rmw_tko acq_rel device %counter, add, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    loop {
      %v, %tv = load_ptr_tko acquire device %counter : tile<ptr<i32>> -> tile<i32>, token
      %ready = cmpi equal %v, %n, signed : tile<i32> -> tile<i1>
      if %ready {
        break
      }
    }
    return
  }
}
