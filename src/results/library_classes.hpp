// The modelled JDK classes a test can build and compare with ordinary Java, and how: these
// are the JDK classes symtest creates as inputs.
#pragma once

#include <string>

namespace symtest::results {

enum class LibraryKind { None, Boxed, String, Builder, List, Set, Map };

// How a test handles objects of `type` (an internal class name); None for other classes.
LibraryKind libraryKind(const std::string& type);

}  // namespace symtest::results
