#pragma once
// The sequence diagram as a file: SVG and PDF (text stays text), PNG, and a numbered
// PNG sequence of playback for slides. The same drawing as the window, with the
// lesson's title and a legend. Large runs stay bounded: time is scaled to fit a
// maximum height, and the picture says so.

#include "trace/simtime.h"

#include <QString>

#include <memory>
#include <optional>

namespace corrsim {

struct RunRecord;

struct DiagramExportOptions
{
    std::optional<SimTime> from, to; // a time window; the whole run by default
    int maxHeight = 12000;           // pixels (points for PDF); longer runs are compressed
    double pixelsPerMs = 0;          // 0: as readable as fits
};

/// Writes the diagram in the format the path's ending names (.svg, .png, .pdf),
/// through a temporary file. Returns a note for the user ("" if none); throws
/// std::runtime_error when it cannot write.
QString exportDiagram(const std::shared_ptr<const RunRecord> &run, const QString &path,
                      const DiagramExportOptions &options = {});

/// Writes `count` PNG frames of playback between two times into dir (frame-0001.png, ...).
void exportFrames(const std::shared_ptr<const RunRecord> &run, const QString &dir, SimTime from, SimTime to, int count);

} // namespace corrsim
