# Installs the libraries, public headers (with generated .inc files) and a
# CMake package, so that a user project can:
#   find_package(TileKit REQUIRED)
#   target_link_libraries(app PRIVATE TileKit::TileKitCudaTile)
include(CMakePackageConfigHelpers)

install(TARGETS TileKitCudaTile TileKitCudaTileTransforms TileKitCute
  TileKitSupport TileKitBytecode TileKitNumerics TileKitConversion TileKitExecution
  TileKitCAPI TileKitMLIRCAPI
  EXPORT TileKitTargets
  LIBRARY DESTINATION lib
  ARCHIVE DESTINATION lib)
# The C API: cuda_tile-c/ (the reference's header paths), for C programs
# and other languages' bindings; TileKit::CAPI in CMake, tilekit-c in
# pkg-config (docs/c-api.md).
install(DIRECTORY include/cuda_tile-c include/tilekit-c DESTINATION include
  FILES_MATCHING PATTERN "*.h")
configure_file(cmake/tilekit-c.pc.in ${PROJECT_BINARY_DIR}/tilekit-c.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/tilekit-c.pc DESTINATION lib/pkgconfig)
install(DIRECTORY include/tilekit DESTINATION include
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/tilekit DESTINATION include
  FILES_MATCHING PATTERN "*.inc")
install(EXPORT TileKitTargets NAMESPACE TileKit::
  DESTINATION lib/cmake/TileKit)
configure_package_config_file(cmake/TileKitConfig.cmake.in
  ${PROJECT_BINARY_DIR}/TileKitConfig.cmake
  INSTALL_DESTINATION lib/cmake/TileKit)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/TileKitConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/TileKitConfig.cmake
  ${PROJECT_BINARY_DIR}/TileKitConfigVersion.cmake
  DESTINATION lib/cmake/TileKit)
