// The dashboard's own charts: a bar's height is its value's share of a round top value, the axis
// shows round ticks, a click on a category or a slice says which, and a zero slice is not drawn.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BarChart, BarList } from './bar-chart';
import { DonutChart } from './donut-chart';

const rupees = (v: number) => `₹${v}`;

describe('BarChart', () => {
  it('draws each value as a share of a round top, with round ticks, and says which month was clicked', () => {
    const onSelect = vi.fn();
    render(
      <BarChart
        label="Revenue and margin by month"
        categories={['Jun', 'Jul']}
        series={[
          { label: 'Revenue', color: '#1565c0', values: [0, 450] },
          { label: 'Margin', color: '#2e7d32', values: [0, 90] },
        ]}
        formatValue={rupees}
        formatTick={rupees}
        onSelect={onSelect}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Revenue and margin by month' });
    // 450 rounds up to a top of 500: ticks every 100.
    for (const tick of ['₹0', '₹100', '₹500']) expect(chart).toHaveTextContent(tick);
    const july = screen.getByTitle('Jul, Revenue: ₹450');
    expect(july).toHaveStyle({ height: '90%' });
    expect(screen.getByTitle('Jul, Margin: ₹90')).toHaveStyle({ height: '18%' });
    expect(screen.getByTitle('Jun, Revenue: ₹0')).toHaveStyle({ height: '0%' });
    fireEvent.click(july);
    expect(onSelect).toHaveBeenCalledWith(1);
    // Two series: a legend names them.
    expect(chart).toHaveTextContent('Revenue');
    expect(chart).toHaveTextContent('Margin');
  });

  it('lists horizontal bars with each value written beside its bar', () => {
    render(
      <BarList
        label="Balance owed by days past due"
        categories={['Not yet due', '90+ days']}
        values={[320000, 0]}
        colors={['#2e7d32', '#b71c1c']}
        formatValue={rupees}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Balance owed by days past due' });
    expect(chart).toHaveTextContent('Not yet due₹320000');
    expect(chart).toHaveTextContent('90+ days₹0');
  });
});

describe('DonutChart', () => {
  it('draws a slice per count above zero, in the legend with its count, and says which was clicked', () => {
    const onSelect = vi.fn();
    const { container } = render(
      <DonutChart
        label="Timesheets by status"
        slices={[
          { id: 'draft', label: 'Draft', value: 4 },
          { id: 'submitted', label: 'Submitted', value: 2 },
          { id: 'rejected', label: 'Rejected', value: 0 },
        ]}
        onSelect={onSelect}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Timesheets by status' });
    expect(chart).toHaveTextContent('Draft (4)');
    expect(chart).toHaveTextContent('Submitted (2)');
    expect(chart).not.toHaveTextContent('Rejected');
    const slices = container.querySelectorAll('path');
    expect(slices).toHaveLength(2);
    fireEvent.click(slices[1]!);
    expect(onSelect).toHaveBeenCalledWith('submitted');
  });
});
