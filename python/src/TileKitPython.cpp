//===- TileKitPython.cpp - The tilekit._tilekit extension module ----------===//

#include "TileKitPython.h"

PYBIND11_MODULE(_tilekit, m) {
  m.doc() = "TileKit's C++ core: Tile IR modules, diagnostics, launches. "
            "Use the `tilekit` package.";
  tilekit::python::registerExceptionTranslation();
  tilekit::python::registerModule(m);
  tilekit::python::registerLaunch(m);
  tilekit::python::registerNumbers(m);
}
