// The JDK boundary's part of a run (config::TechniqueEntry): `--unhandled jvm`, the default,
// runs JDK calls no model covers on a JVM beside the run (`--jvm-call-time` is its safety net).
#pragma once

#include <memory>
#include <string>

#include "config/technique_entry.hpp"

namespace symtest::concrete {

// `bridgeJar`: the JVM's side (models/bridge), built with the models.
std::unique_ptr<config::TechniqueEntry> makeJdkEntry(std::string bridgeJar);

}  // namespace symtest::concrete
