# Compiles FloatTextSamples.java and pipes its output (the JVM's Double.toString and
# Float.toString of a seeded sample) into CHECKER (check_float_text), which compares it with
# javaDoubleToString / javaFloatToString and checks that the literals round-trip.
# Arguments: -DJAVAC, -DJAVA, -DCHECKER, -DWORK; -DCOUNT lines (default 2000000); -DRELEASE,
# the release of that JDK (default 17).
if(NOT DEFINED RELEASE)
  set(RELEASE 17)
endif()
if(NOT DEFINED COUNT)
  set(COUNT 2000000)
endif()
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${JAVAC} -encoding US-ASCII -d ${WORK}
                        ${CMAKE_CURRENT_LIST_DIR}/FloatTextSamples.java
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "javac rejected FloatTextSamples.java")
endif()
execute_process(COMMAND ${JAVA} -cp ${WORK} FloatTextSamples ${COUNT}
                COMMAND ${CHECKER} ${RELEASE}
                RESULTS_VARIABLE rcs OUTPUT_VARIABLE out)
message("${out}")
if(NOT rcs STREQUAL "0;0")
  message(FATAL_ERROR "float text check failed (exit codes ${rcs})")
endif()
