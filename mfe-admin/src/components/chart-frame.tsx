import styled from 'styled-components';

/**
 * Where a uPlot chart draws, with the few rules of uPlot's own style sheet a chart needs (its CSS is not loaded
 * through Module Federation): the layers stacked, the canvas filling them, the pointer's line and dots, hidden parts
 * hidden.
 */
export const ChartFrame = styled.div<{ $height: number }>`
  position: relative;
  min-height: ${({ $height }) => $height}px;
  .uplot, .uplot * { box-sizing: border-box; }
  .u-wrap { position: relative; user-select: none; }
  .u-over, .u-under, .u-axis, .u-select { position: absolute; }
  .u-under { overflow: hidden; }
  .uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
  .u-select, .u-cursor-x, .u-cursor-pt { pointer-events: none; }
  .u-cursor-x, .u-cursor-pt { position: absolute; top: 0; left: 0; }
  .u-cursor-x { height: 100%; border-right: 1px dashed ${({ theme }) => theme.colors.textMuted}; }
  .u-cursor-pt { border-radius: 50%; border: 0 solid; background-clip: padding-box !important; }
  .u-off { display: none; }
`;
