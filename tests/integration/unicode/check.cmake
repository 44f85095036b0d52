# Dumps symtest's code point sets with DUMPER and compares every code point with the JDK's
# Character methods (tools/unicode/UnicodeTables.java check).
file(MAKE_DIRECTORY ${WORK})
# -DRELEASE: the release of the JDK that JAVA runs (default: the build's JDK 17).
execute_process(COMMAND ${DUMPER} ${WORK}/sets.txt ${RELEASE} COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND ${JAVA} ${GENERATOR} check ${WORK}/sets.txt RESULT_VARIABLE rc
                OUTPUT_VARIABLE out)
message("${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "symtest's code point sets differ from the JDK's Character methods")
endif()
