// The JDK release a run follows, and what the models do differently from one release to the
// next. symtest reads java.base from one JDK (JAVA_HOME, else the javac on PATH): the tests run
// on that JDK, so its release decides the behaviour the JDK changed between releases that the
// models would otherwise fix at JDK 17's.
#pragma once

#include <string>

#include "classfile/class_file.hpp"

namespace symtest::classfile {

// The release symtest assumes when it reads no JDK (models only): the oldest it supports.
inline constexpr int kBaselineJdkRelease = 17;

// The feature release of the JDK whose java.base.jmod is `jmodPath` (JAVA_VERSION in the JDK's
// `release` file: "25.0.1" -> 25), or 0 when it cannot be read.
int jdkReleaseOfModule(const std::string& jmodPath);

// The oldest release whose class files have `majorVersion` (61 -> 17, 65 -> 21, 69 -> 25).
inline int releaseOfMajorVersion(int majorVersion) {
  return majorVersion - 44;
}

// Makes `model` (a class of the models) what it is on `release`: a model method whose JDK
// implementation changed so that the model no longer matches (Math.tanh became a HotSpot
// intrinsic in JDK 24, Math.cbrt in JDK 25, neither equal to StrictMath's fdlibm in the last
// bit) loses its body and becomes a native, a call the JVM beside the run answers. Returns
// how many methods changed.
int adaptModelToRelease(ClassFile& model, int release);

}  // namespace symtest::classfile
