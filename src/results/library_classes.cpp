#include "results/library_classes.hpp"

#include <set>

namespace symtest::results {

std::string sourceName(const std::string& source) {
  if (source == kRandomSeedSource) return "new Random() seed";
  if (isMachineSource(source)) return source.substr(kMachineSourcePrefix.size());
  return source.substr(source.rfind('.') + 1) + "()";
}

bool comparedByContent(const std::string& type) {
  static const std::set<std::string> classes = {
      "java/util/ArrayDeque",      "java/util/PriorityQueue", "java/util/TreeMap",
      "java/util/TreeSet",         "java/util/BitSet",        "java/lang/StringBuffer",
      "java/util/Arrays$ArrayList"};
  return classes.count(type) > 0;
}

bool isVector(const std::string& type) {
  return type == "java/util/Vector" || type == "java/util/Stack";
}

LibraryKind libraryKind(const std::string& type) {
  static const std::set<std::string> boxed = {
      "java/lang/Integer", "java/lang/Long",      "java/lang/Short", "java/lang/Byte",
      "java/lang/Boolean", "java/lang/Character", "java/lang/Float", "java/lang/Double"};
  if (boxed.count(type)) return LibraryKind::Boxed;
  if (type == "java/lang/String") return LibraryKind::String;
  if (type == "java/lang/StringBuilder") return LibraryKind::Builder;
  if (type == "java/util/ArrayList" || type == "java/util/LinkedList" || isVector(type))
    return LibraryKind::List;
  if (type == "java/util/HashSet") return LibraryKind::Set;
  if (type == "java/util/HashMap") return LibraryKind::Map;
  return LibraryKind::None;
}

}  // namespace symtest::results
