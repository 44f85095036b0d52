// A reader of the JDK's run-time image (JDK/lib/modules, the "jimage" format): what symtest reads
// java.base from when the JDK has no jmods (JDK 24 and later may be built without them, JEP 493;
// Temurin 25 is). The format is the JDK's own (jdk.internal.jimage): a header, a perfect-hash
// table of locations (redirect and offsets), the locations' attributes, a string table, then the
// resources. Only uncompressed resources are read (jlink --compress images are refused).
#pragma once

#include <cstdint>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace symtest::classfile {

class JImage {
 public:
  // Reads the header and the index; throws ClassPathError naming `path` when it is not a jimage.
  explicit JImage(std::string path);

  // The bytes of resource `name` ("/java.base/java/util/List.class"), or nullopt when the
  // image has none; ClassPathError for a compressed or truncated resource.
  std::optional<std::vector<uint8_t>> read(const std::string& name);
  bool contains(const std::string& name) const { return locationOf(name).has_value(); }
  // The internal names of the classes of `module` ("java/util/List"), added to `out`.
  void listClasses(const std::string& module, std::set<std::string>& out) const;

 private:
  struct Location {
    uint64_t module = 0, parent = 0, base = 0, extension = 0;  // string offsets
    uint64_t offset = 0, compressed = 0, uncompressed = 0;
  };
  std::optional<Location> locationOf(const std::string& name) const;
  Location decode(uint32_t locationOffset) const;
  std::string string(uint64_t offset) const;
  std::string fullName(const Location& l) const;
  uint32_t u4(size_t at) const;

  std::string path_;
  mutable std::ifstream in_;
  std::vector<uint8_t> index_;  // header, redirect, offsets, locations, strings
  uint32_t tableLength_ = 0;
  size_t redirectAt_ = 0, offsetsAt_ = 0, locationsAt_ = 0, stringsAt_ = 0;
  size_t locationsSize_ = 0, stringsSize_ = 0;
};

}  // namespace symtest::classfile
