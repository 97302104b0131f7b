# Installs the libraries, public headers (with generated .inc files) and a
# CMake package, so that a user project can:
#   find_package(TileKit REQUIRED)
#   target_link_libraries(app PRIVATE TileKit::TileKitCudaTile)
include(CMakePackageConfigHelpers)

install(TARGETS TileKitCudaTile TileKitCudaTileTransforms TileKitCute
  TileKitSupport TileKitBytecode TileKitNumerics TileKitConversion TileKitExecution
  EXPORT TileKitTargets
  LIBRARY DESTINATION lib
  ARCHIVE DESTINATION lib)
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
