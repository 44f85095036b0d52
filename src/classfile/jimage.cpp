#include "classfile/jimage.hpp"

#include <fmt/format.h>

#include <cstring>

#include "classfile/class_path.hpp"

namespace symtest::classfile {

namespace {

constexpr uint32_t kMagic = 0xCAFEDADA;
constexpr size_t kHeaderSize = 7 * 4;
constexpr uint32_t kHashMultiplier = 0x01000193;
constexpr size_t kMaxResource = 64u << 20;
enum Attribute { kEnd, kModule, kParent, kBase, kExtension, kOffset, kCompressed, kUncompressed };

// jdk.internal.jimage.ImageStringsReader.hashCode over the name's UTF-8 bytes.
uint32_t nameHash(const std::string& name, uint32_t seed) {
  for (unsigned char c : name) seed = (seed * kHashMultiplier) ^ c;
  return seed & 0x7FFFFFFF;
}

}  // namespace

JImage::JImage(std::string path) : path_(std::move(path)), in_(path_, std::ios::binary) {
  uint8_t header[kHeaderSize];
  if (!in_.read(reinterpret_cast<char*>(header), kHeaderSize))
    throw ClassPathError(fmt::format("'{}' is not a JDK run-time image (too short)", path_));
  index_.assign(header, header + kHeaderSize);
  // The image is written in the byte order of the JDK's platform; the magic tells which.
  if (u4(0) != kMagic)
    throw ClassPathError(fmt::format("'{}' is not a JDK run-time image (magic)", path_));
  if ((u4(4) >> 16) != 1)
    throw ClassPathError(fmt::format("'{}': jimage version {}.{} is not supported", path_,
                                     u4(4) >> 16, u4(4) & 0xFFFF));
  tableLength_ = u4(16);
  locationsSize_ = u4(20);
  stringsSize_ = u4(24);
  redirectAt_ = kHeaderSize;
  offsetsAt_ = redirectAt_ + size_t{tableLength_} * 4;
  locationsAt_ = offsetsAt_ + size_t{tableLength_} * 4;
  stringsAt_ = locationsAt_ + locationsSize_;
  const size_t indexSize = stringsAt_ + stringsSize_;
  index_.resize(indexSize);
  if (tableLength_ == 0 || !in_.read(reinterpret_cast<char*>(index_.data() + kHeaderSize),
                                     static_cast<std::streamsize>(indexSize - kHeaderSize)))
    throw ClassPathError(fmt::format("'{}': truncated jimage index", path_));
}

uint32_t JImage::u4(size_t at) const {
  uint32_t v = 0;
  std::memcpy(&v, index_.data() + at, 4);  // native order, as the JDK wrote it
  return v;
}

std::string JImage::string(uint64_t offset) const {
  if (offset >= stringsSize_) return {};
  const char* s = reinterpret_cast<const char*>(index_.data() + stringsAt_ + offset);
  return std::string(s, strnlen(s, stringsSize_ - offset));
}

JImage::Location JImage::decode(uint32_t locationOffset) const {
  Location l;
  size_t at = locationsAt_ + locationOffset;
  const size_t limit = locationsAt_ + locationsSize_;
  while (at < limit) {
    const uint8_t data = index_[at++];
    const int kind = data >> 3;
    if (kind == kEnd) break;
    const int length = (data & 7) + 1;
    uint64_t value = 0;
    for (int i = 0; i < length && at < limit; ++i) value = (value << 8) | index_[at++];
    switch (kind) {
      case kModule:
        l.module = value;
        break;
      case kParent:
        l.parent = value;
        break;
      case kBase:
        l.base = value;
        break;
      case kExtension:
        l.extension = value;
        break;
      case kOffset:
        l.offset = value;
        break;
      case kCompressed:
        l.compressed = value;
        break;
      case kUncompressed:
        l.uncompressed = value;
        break;
      default:
        break;
    }
  }
  return l;
}

std::string JImage::fullName(const Location& l) const {
  std::string name;
  if (l.module != 0) name += "/" + string(l.module) + "/";
  if (l.parent != 0) name += string(l.parent) + "/";
  name += string(l.base);
  if (l.extension != 0) name += "." + string(l.extension);
  return name;
}

std::optional<JImage::Location> JImage::locationOf(const std::string& name) const {
  // The perfect hash of jdk.tools.jlink.internal.PerfectHashBuilder: a negative redirect is
  // the location's index (complemented), a positive one the seed of a second hash.
  const int32_t redirect =
      static_cast<int32_t>(u4(redirectAt_ + 4 * (nameHash(name, kHashMultiplier) % tableLength_)));
  uint32_t index = 0;
  if (redirect < 0)
    index = static_cast<uint32_t>(-(redirect + 1));
  else if (redirect > 0)
    index = nameHash(name, static_cast<uint32_t>(redirect)) % tableLength_;
  else
    return std::nullopt;
  if (index >= tableLength_) return std::nullopt;
  Location l = decode(u4(offsetsAt_ + 4 * index));
  if (fullName(l) != name) return std::nullopt;  // the hash is perfect for names it holds only
  return l;
}

std::optional<std::vector<uint8_t>> JImage::read(const std::string& name) {
  auto l = locationOf(name);
  if (!l) return std::nullopt;
  if (l->compressed != 0)
    throw ClassPathError(
        fmt::format("'{}!{}': compressed jimage resources are not supported "
                    "(an image made with jlink --compress)",
                    path_, name));
  if (l->uncompressed > kMaxResource)
    throw ClassPathError(fmt::format("'{}!{}' is implausibly large", path_, name));
  std::vector<uint8_t> bytes(l->uncompressed);
  in_.clear();
  in_.seekg(static_cast<std::streamoff>(index_.size() + l->offset));
  if (!in_.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size())))
    throw ClassPathError(fmt::format("cannot read '{}!{}' (truncated image?)", path_, name));
  return bytes;
}

void JImage::listClasses(const std::string& module, std::set<std::string>& out) const {
  for (uint32_t i = 0; i < tableLength_; ++i) {
    const Location l = decode(u4(offsetsAt_ + 4 * i));
    if (l.module == 0 || string(l.module) != module || string(l.extension) != "class") continue;
    std::string name = l.parent != 0 ? string(l.parent) + "/" + string(l.base) : string(l.base);
    out.insert(std::move(name));
  }
}

}  // namespace symtest::classfile
